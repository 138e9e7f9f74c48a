import { describe, expect, it } from 'vitest';
import { clockDiscrepancy, deviceLocalTime, versionReloadUrl } from './app-checks';

describe('app-level checks (spec §4, §9)', () => {
  it('flags a clock difference over 5 minutes', () => {
    expect(([['2026-11-22 10:00:00', '2026-11-22 10:05:00'], ['2026-11-22 10:00:00', '2026-11-22 10:05:01'], ['2026-11-22 23:58:00', '2026-11-23 00:01:00'], ['garbage', '2026-11-23 00:01:00']] as const).map(([a, b]) => clockDiscrepancy(a, b))).toEqual([false, true, false, false]);
  });

  it('formats the device time as YYYY-MM-DD HH:mm:ss', () => {
    expect(deviceLocalTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it("'Update Now' reloads with a v query of the current unix time", () => {
    expect(versionReloadUrl('https://v.example/events?lang=ar', 1_790_000_000_123)).toBe('https://v.example/events?lang=ar&v=1790000000');
  });
});
