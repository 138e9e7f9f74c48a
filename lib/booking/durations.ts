import type { FacilityScheduleWire, ScheduleConfig } from '../provider/facilities';
import { rangeEnd, toMinutes } from './time';

/** spec §9 schedule defaults. */
export const DEFAULT_MIN_BOOKING = 60;
export const DEFAULT_INCREMENT = 60;

/** Longest opening range among the facilities: the span a booking could cover. */
export function availableSpan(facilities: FacilityScheduleWire[], overnight: boolean): number {
  let span = 0;
  for (const f of facilities) for (const r of f.facility_rentals) span = Math.max(span, rangeEnd(r.start_time, r.end_time, overnight) - toMinutes(r.start_time));
  return span;
}

/**
 * spec §5 duration options: from the minimum booking time in steps of the time increment up to the span of
 * available slots, capped by max_booking_time. The minimum is the default duration (spec §9).
 */
export function durationOptions(config: Pick<ScheduleConfig, 'min_booking_time' | 'max_booking_time' | 'time_increment'>, span: number): number[] {
  const min = config.min_booking_time || DEFAULT_MIN_BOOKING;
  const step = config.time_increment || DEFAULT_INCREMENT;
  const cap = Math.min(span, config.max_booking_time ?? Infinity);
  const out: number[] = [];
  for (let d = min; d <= cap; d += step) out.push(d);
  return out.length ? out : [min];
}
