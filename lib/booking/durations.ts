import type { FacilitySchedule, ScheduleSettings } from './types';
import { rangeEnd, toMinutes } from './time';

/** spec §9 schedule defaults. */
export const DEFAULT_MIN_BOOKING = 60;
export const DEFAULT_INCREMENT = 60;

/** Longest opening range among the facilities: the span a booking could cover. */
export function availableSpan(facilities: FacilitySchedule[], overnight: boolean): number {
  let span = 0;
  for (const f of facilities) for (const r of f.rentals) span = Math.max(span, rangeEnd(r.start, r.end, overnight) - toMinutes(r.start));
  return span;
}

/**
 * spec §5 duration options: from the minimum booking time in steps of the time increment up to the span of
 * available slots, capped by max_booking_time. The minimum is the default duration (spec §9).
 */
export function durationOptions(config: Pick<ScheduleSettings, 'minBookingTime' | 'maxBookingTime' | 'timeIncrement'>, span: number): number[] {
  const min = config.minBookingTime || DEFAULT_MIN_BOOKING;
  const step = config.timeIncrement || DEFAULT_INCREMENT;
  const cap = Math.min(span, config.maxBookingTime ?? Infinity);
  const out: number[] = [];
  for (let d = min; d <= cap; d += step) out.push(d);
  return out.length ? out : [min];
}
