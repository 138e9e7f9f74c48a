import { describe, expect, it } from 'vitest';
import { LEAD_LANDING_AFTER_MS, leadLandingWait } from './lead-landing';

describe('spec §4 lead modal: the landing pop-up waits until the page has been the visitor\'s for a while', () => {
  it('waits the whole time on a page that has just started', () => {
    expect(leadLandingWait(0)).toBe(LEAD_LANDING_AFTER_MS);
  });

  it('counts from the navigation: a page that took 3.2 s to load waits what is left', () => {
    expect(leadLandingWait(3200)).toBe(LEAD_LANDING_AFTER_MS - 3200);
  });

  it('does not wait once the time has passed (a client navigation long after the first page)', () => {
    expect(leadLandingWait(LEAD_LANDING_AFTER_MS)).toBe(0);
    expect(leadLandingWait(60_000)).toBe(0);
  });

  it('takes a clock it cannot read for a page that has just started', () => {
    expect(leadLandingWait(Number.NaN)).toBe(LEAD_LANDING_AFTER_MS);
    expect(leadLandingWait(-5)).toBe(LEAD_LANDING_AFTER_MS);
  });
});
