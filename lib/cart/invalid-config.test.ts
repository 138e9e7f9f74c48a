import { describe, expect, it } from 'vitest';
import { addLine } from './add';
import { addTickets } from './rules';
import { cartOf, facility, line } from './fixtures.test-util';

describe("spec §8 no venue id: 'Invalid Config'", () => {
  it('a facility booking without a venue id is refused as Invalid Config', () => {
    expect(addTickets(cartOf(), [facility({ venueId: 0 })])).toEqual({ ok: false, error: { key: 'invalidConfig' } });
    expect(addTickets(cartOf(), [facility()]).ok).toBe(true);
  });
  it('a site config without a venue id refuses every add as Invalid Config; a line of another venue is invalidVenue', () => {
    const retail = line({ productType: 'retail', retail: { outletId: null } } as never);
    expect(addLine(cartOf(), retail, null)).toEqual({ ok: false, error: { key: 'invalidConfig' } });
    expect(addLine(cartOf(), { ...retail, venueId: 2 }, 1)).toEqual({ ok: false, error: { key: 'invalidVenue' } });
  });
});
