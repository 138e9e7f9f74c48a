import { describe, expect, it } from 'vitest';
import { formatClock, formatClockRange, formatDate, formatDay, isoInZone, weekdayName } from './date';

// Spec §9 date formats: "DD MMM YYYY", "ddd DD MMM YYYY", "hh:mm A"; values are venue-local, never shifted.
describe('venue dates (spec §9)', () => {
  it('DD MMM YYYY in both languages, Latin digits in Arabic as everywhere else in the UI', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22', 'ar')).toBe('22 نوفمبر 2026');
  });

  it('takes the date part of a timestamp and never shifts it by a zone', () => {
    expect(formatDate('2026-11-22 23:30:00', 'en')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22T00:15:00+04:00', 'en')).toBe('22 Nov 2026');
  });

  it('leaves a value it cannot read as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('ddd DD MMM YYYY and hh:mm A', () => {
    expect(formatDay('2026-11-22', 'en')).toBe('Sun 22 Nov 2026');
    expect(formatDay('2026-11-22', 'ar')).toBe('الأحد 22 نوفمبر 2026');
    expect(formatClock('18:05', 'en')).toBe('06:05 PM');
    expect(formatClock('18:05', 'ar')).toMatch(/^06:05/);
  });

  it('weekday table and schema.org times', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(5, 'ar')).toBe('الجمعة');
    expect(isoInZone('2026-11-22', '18:00', '+0400')).toBe('2026-11-22T18:00:00+04:00');
  });

  // issue 24.7: Arabic times read number first ("07:00 م", never "م 07:00"), the same characters everywhere.
  it('one clock formatter: number first, then the meridiem, in both languages', () => {
    expect(formatClock('19:00:00', 'ar')).toBe('07:00 م');
    expect(formatClock('00:30', 'ar')).toBe('12:30 ص');
    expect(formatClock('12:00', 'en')).toBe('12:00 PM');
    expect(formatClock(0, 'en')).toBe('12:00 AM');
    expect(formatClock(25 * 60 + 15, 'en')).toBe('01:15 AM');
    expect(formatClock(13 * 60 + 5, 'ar')).toBe('01:05 م');
    expect(formatClockRange('11:00', '12:00', 'ar')).toBe('11:00 ص – 12:00 م');
    for (const text of [formatClock('07:00', 'ar'), formatClockRange(420, 1140, 'ar')]) expect(text).toMatch(/^\d/);
    expect(formatClock('soon', 'en')).toBe('soon');
  });
});
