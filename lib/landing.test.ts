import { describe, expect, it } from 'vitest';
import { LANDING_AFTER_MS, landingWait } from './landing';

describe('spec §4 lead modal and §2/§4 app checks: work nobody asked for waits until the page has been the visitor\'s for a while', () => {
  it('waits the whole time on a page that has just started', () => {
    expect(landingWait(0)).toBe(LANDING_AFTER_MS);
  });

  it('counts from the navigation: a page that took 3.2 s to load waits what is left', () => {
    expect(landingWait(3200)).toBe(LANDING_AFTER_MS - 3200);
  });

  it('does not wait once the time has passed (a client navigation long after the first page)', () => {
    expect(landingWait(LANDING_AFTER_MS)).toBe(0);
    expect(landingWait(60_000)).toBe(0);
  });

  it('takes a clock it cannot read for a page that has just started', () => {
    expect(landingWait(Number.NaN)).toBe(LANDING_AFTER_MS);
    expect(landingWait(-5)).toBe(LANDING_AFTER_MS);
  });
});
