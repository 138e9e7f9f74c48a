import { describe, expect, it } from 'vitest';
import { clock, expiredHolds, holdLeft, HOLD_MS, renewHolds, stampHolds } from './holds';
import { cartOf, facility, line } from './fixtures.test-util';

describe('facility holds (spec §7 cart/sync holds for 15 minutes)', () => {
  it('stamps the hold end on new facility tickets only', () => {
    const c = stampHolds(cartOf(facility(), line({ isAddon: true }), line({ productType: 'event' })), 1000);
    expect(c.items.map((i) => i.heldUntil)).toEqual([1000 + HOLD_MS, undefined, undefined]);
    expect(stampHolds(c, 5000)).toBe(c);
  });
  it('counts down, finds expired holds (with a margin) and renews them', () => {
    const c = cartOf(facility({ key: 'a', heldUntil: 10_000 }), facility({ key: 'b', heldUntil: 100_000 }));
    expect(holdLeft(c.items[0]!, 4000)).toBe(6000);
    expect(holdLeft(c.items[0]!, 20_000)).toBe(0);
    expect(expiredHolds(c, 20_000).map((i) => i.key)).toEqual(['a']);
    expect(expiredHolds(c, 20_000, 90_000).map((i) => i.key)).toEqual(['a', 'b']);
    expect(renewHolds(c, new Set(['a']), 50_000).items[0]!.heldUntil).toBe(50_000 + HOLD_MS);
  });
  it('mm:ss', () => {
    expect(clock(HOLD_MS)).toBe('15:00');
    expect(clock(61_001)).toBe('01:02');
  });
});
