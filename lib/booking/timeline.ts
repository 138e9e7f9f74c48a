import type { BookedRange } from './types';
import { addDays, DAY, rangeEnd, toMinutes } from './time';

/** [start, end) in minutes after the booking date's midnight. */
export type Interval = [number, number];
export const overlaps = (a: Interval, b: Interval) => a[0] < b[1] && b[0] < a[1];

/** The day lies between `from` and `to` (one day when there is no end date). */
export function onDate(date: string, from: string, to: string | null | undefined): boolean {
  return from <= date && date <= (to ?? from);
}

/** The day before, the booking date and the day after, as offsets on the booking date's timeline. */
const NEIGHBOURS = [-1, 0, 1] as const;

/**
 * One timeline across midnight (issue 15.6): an entry of the schedule (booking, maintenance, event schedule,
 * control, class) lies on the calendar days it is dated; its range on the day `k` days after the booking date is
 * shifted by k × 24 h. So a maintenance at 01:00 the next day blocks the 01:00 slot of an overnight opening, and a
 * booking running past midnight the day before blocks the first hours of the booking date.
 */
export function onTimeline(date: string, applies: (day: string) => boolean, range: Interval): Interval[] {
  const out: Interval[] = [];
  for (const k of NEIGHBOURS) if (applies(addDays(date, k))) out.push([range[0] + k * DAY, range[1] + k * DAY]);
  return out;
}

/** Where a booking (or hold) lies around the date: its hours on each day it covers, the whole day when full-day. */
export function bookingSpans(b: BookedRange, date: string, overnight: boolean): Interval[] {
  const range: Interval = b.fullDay ? [0, DAY] : [toMinutes(b.start), rangeEnd(b.start, b.end, overnight)];
  return onTimeline(date, (day) => onDate(day, b.date, b.endDate), range);
}
