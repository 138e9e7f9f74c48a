import { describe, expect, it } from 'vitest';
import { addDays as addCalendarDays, formatISO, getDay, parseISO } from 'date-fns';
import { addDays, weekdayIndex } from './time';

// Spec §9 dates are YYYY-MM-DD calendar dates; the booking calendar steps through them by day (DESIGN §2).
describe('calendar dates of lib/booking/time', () => {
  const dates = ['2026-01-01', '2026-02-28', '2028-02-28', '2026-03-29', '2026-10-25', '2026-12-31', '2026-05-10T18:00:00'];
  it('adds and subtracts days across months, leap years and clock changes as date-fns does', () => {
    for (const d of dates) {
      for (const n of [-400, -31, -1, 0, 1, 2, 30, 366]) {
        expect(addDays(d, n)).toBe(formatISO(addCalendarDays(parseISO(d), n), { representation: 'date' }));
      }
    }
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('gives the weekday 0 (Sunday) to 6', () => {
    for (const d of dates) expect(weekdayIndex(d)).toBe(getDay(parseISO(d)));
    expect(weekdayIndex('2026-11-29')).toBe(0);
  });
  it('refuses a date that is not one', () => {
    expect(() => addDays('not-a-date', 1)).toThrow(RangeError);
  });
});
