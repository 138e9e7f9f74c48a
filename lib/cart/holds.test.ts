import { describe, expect, it } from 'vitest';
import { clock, expiredHolds, holdEnd, holdLeft, HOLD_MS, renewHolds, stampHolds } from './holds';
import { cartOf, facility, line } from './fixtures.test-util';

describe('facility holds (spec §7 cart/sync holds for 15 minutes)', () => {
  it("takes the hold's end from the provider's cart/sync answer", () => {
    const now = Date.parse('2026-11-23T10:00:00.000Z');
    expect(holdEnd({ status: true, data: { expires_at: '2026-11-23T10:12:00.250Z' } }, now)).toBe(now + 12 * 60_000 + 250);
    expect(holdEnd({ status: true, data: { expires_at: '2026-11-23T10:30:00Z' } }, now)).toBe(now + 30 * 60_000);
  });
  it('keeps the usual 15 minutes when the provider says nothing readable or believable', () => {
    const now = Date.parse('2026-11-23T10:00:00.000Z');
    for (const answer of [null, {}, { status: true, data: null }, { data: { expires_at: null } }, { data: { expires_at: 'soon' } }, { data: { expires_at: 1234 } }])
      expect(holdEnd(answer, now)).toBe(now + HOLD_MS);
    // An end long past or days away is a wrong clock or field, not a hold.
    expect(holdEnd({ data: { expires_at: '2026-11-23T09:00:00Z' } }, now)).toBe(now + HOLD_MS);
    expect(holdEnd({ data: { expires_at: '2026-11-30T10:00:00Z' } }, now)).toBe(now + HOLD_MS);
  });
  it('stamps the hold end on new facility tickets only', () => {
    const c = stampHolds(cartOf(facility(), line({ isAddon: true }), line({ productType: 'event' })), 700_000);
    expect(c.items.map((i) => i.heldUntil)).toEqual([700_000, undefined, undefined]);
    expect(stampHolds(c, 5000)).toBe(c);
  });
  it('counts down, finds expired holds (with a margin) and renews them', () => {
    const c = cartOf(facility({ key: 'a', heldUntil: 10_000 }), facility({ key: 'b', heldUntil: 100_000 }));
    expect(holdLeft(c.items[0]!, 4000)).toBe(6000);
    expect(holdLeft(c.items[0]!, 20_000)).toBe(0);
    expect(expiredHolds(c, 20_000).map((i) => i.key)).toEqual(['a']);
    expect(expiredHolds(c, 20_000, 90_000).map((i) => i.key)).toEqual(['a', 'b']);
    expect(renewHolds(c, new Set(['a']), 770_000).items.map((i) => i.heldUntil)).toEqual([770_000, 100_000]);
  });
  it('mm:ss', () => {
    expect(clock(HOLD_MS)).toBe('15:00');
    expect(clock(61_001)).toBe('01:02');
  });
});
