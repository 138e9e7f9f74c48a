import { describe, expect, it } from 'vitest';
import { bookingWindow, isBookable } from './dates';

describe('booking dates (spec §5)', () => {
  it('today to today + advance_booking_days_limit', () => {
    const w = bookingWindow('2026-01-30', 3);
    expect(w).toEqual({ min: '2026-01-30', max: '2026-02-02' });
    expect(isBookable('2026-01-29', w)).toBe(false);
    expect(isBookable('2026-02-02', w)).toBe(true);
    expect(isBookable('2026-02-03', w)).toBe(false);
    expect(isBookable('garbage', w)).toBe(false);
  });
  it('inside the custom range when enabled', () => {
    expect(bookingWindow('2026-01-01', 30, { enabled: true, start: '2026-01-05', end: '2026-01-10' })).toEqual({ min: '2026-01-05', max: '2026-01-10' });
    expect(bookingWindow('2026-01-01', 30, { enabled: false, start: '2026-01-05', end: '2026-01-10' })).toEqual({ min: '2026-01-01', max: '2026-01-31' });
    expect(bookingWindow('2026-02-01', 30, { enabled: true, start: '2026-01-05', end: '2026-01-10' })).toBeNull();
  });
});
