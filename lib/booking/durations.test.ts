import { describe, expect, it } from 'vitest';
import { availableSpan, durationOptions } from './durations';
import { facility } from '../provider/__fixtures__/facility-schedule';

describe('duration options (spec §5)', () => {
  it('from the minimum booking time in steps of the increment, up to the span, capped by max_booking_time', () => {
    expect(durationOptions({ minBookingTime: 60, timeIncrement: 30, maxBookingTime: null }, 180)).toEqual([60, 90, 120, 150, 180]);
    expect(durationOptions({ minBookingTime: 60, timeIncrement: 30, maxBookingTime: 120 }, 180)).toEqual([60, 90, 120]);
  });
  it('the span is the longest opening range (overnight end rolls over)', () => {
    expect(availableSpan([facility(), facility({ facility_rentals: [{ product_id: 1, start_time: '18:00:00', end_time: '00:00:00' }] })], false)).toBe(360);
  });
  it('defaults: 60 minutes (spec §9)', () => {
    expect(durationOptions({ minBookingTime: 0, timeIncrement: 0, maxBookingTime: null }, 0)).toEqual([60]);
  });
});
