import { describe, expect, it } from 'vitest';
import { filterByRange, rangesFor, THREE_HOUR_RANGES } from './time-ranges';

describe('time-range filter (spec §9)', () => {
  it('has eight 3-hour ranges from 12 AM to 12 AM, the last ending 23:59:59', () => {
    expect(THREE_HOUR_RANGES).toHaveLength(8);
    expect(THREE_HOUR_RANGES[0]!.start).toBe('00:00:00');
    expect(THREE_HOUR_RANGES[7]!.end).toBe('23:59:59');
  });
  it("lists 'All slots' and only the ranges a slot falls in", () => {
    const slots = [{ startMin: 8 * 60 }, { startMin: 20 * 60 }];
    expect(rangesFor(slots).map((r) => r.id)).toEqual(['all', 'r2', 'r6']);
    expect(filterByRange(slots, 'r6')).toEqual([{ startMin: 1200 }]);
    expect(filterByRange(slots, 'all')).toHaveLength(2);
  });
});
