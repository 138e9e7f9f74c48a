import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, DAY, minutes, span, todayIn, venueNow, weekday, weekdayBit } from './clock';

describe("the stand-in's clock (issue 22 §8)", () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });

  it('names weekdays from Sunday 0 and their spec §3 bits from Sunday 1', () => {
    expect(weekday('2026-11-29')).toBe(0);
    expect(weekday('2026-11-30')).toBe(1);
    expect(weekdayBit('2026-11-30')).toBe(2);
    expect(weekdayBit('2026-12-05')).toBe(64);
  });

  it('reads HH:mm[:ss] as minutes, a stored midnight 23:59:59 as the end of the day', () => {
    expect(minutes('08:30:00')).toBe(510);
    expect(minutes('08:30')).toBe(510);
    expect(minutes('23:59:59')).toBe(DAY);
  });

  it('spec §9: end times 00:00:00 or 23:59:59 roll to the next day; overnight ends before the start run past midnight', () => {
    expect(span('22:00:00', '00:00:00', false)).toEqual([1320, DAY]);
    expect(span('22:00:00', '23:59:59', true)).toEqual([1320, DAY]);
    expect(span('22:00:00', '02:00:00', true)).toEqual([1320, DAY + 120]);
    expect(span('22:00:00', '02:00:00', false)).toEqual([1320, 120]);
    expect(span('08:00:00', '10:00:00', true)).toEqual([480, 600]);
  });

  it("tells the venue's date and time in its own zone, not the machine's", () => {
    const at = new Date('2026-11-26T21:30:00Z');
    expect(venueNow('Asia/Dubai', at)).toEqual({ date: '2026-11-27', minutes: 90 });
    expect(venueNow('UTC', at)).toEqual({ date: '2026-11-26', minutes: 1290 });
    expect(todayIn('Asia/Dubai', at)).toBe('2026-11-27');
  });

  describe('programme dates do not move at midnight', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.resetModules();
    });

    it("counts programmes from the venue's date when the stand-in started, while today moves on", async () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-11-27T19:55:00Z')); // 23:55 in Dubai
      vi.resetModules();
      const clock = await import('./clock');
      expect(clock.programmeDayIn('Asia/Dubai')).toBe('2026-11-27');
      vi.setSystemTime(new Date('2026-11-27T20:05:00Z')); // 00:05 the next day in Dubai
      expect(clock.todayIn('Asia/Dubai')).toBe('2026-11-28');
      expect(clock.programmeDayIn('Asia/Dubai')).toBe('2026-11-27');
    });
  });
});
