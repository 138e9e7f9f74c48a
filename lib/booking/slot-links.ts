import type { FacilitySchedule } from './types';
import { rangeEnd, toMinutes } from './time';
import { bookingSpans, onDate, onTimeline, type Interval } from './timeline';
import { weekdaysInclude } from './weekdays';

/**
 * spec §3 Facility parent_facilities / child_facilities: a whole court and its half courts are one space. A booking
 * or hold on any facility linked to this one (its parents, its children) takes that space for its hours, whatever
 * the capacity of either (docs/decisions.md: linked facilities are exclusive, no capacity is shared), so those hours
 * are not offered here. Only the bookings the provider sends with the link count: a bare id tells nothing.
 */
export function linkedBlocks(f: Pick<FacilitySchedule, 'linked'>, date: string, overnight: boolean): Interval[] {
  return f.linked.flatMap((l) => l.bookings.flatMap((b) => bookingSpans(b, date, overnight)));
}

/**
 * spec §3 Facility workshop_program_schedules: an academy programme's class holds the facility for its hours on
 * each of its days (between its start and end date, on its weekday bits; no bits is every day of the range).
 */
export function classBlocks(f: Pick<FacilitySchedule, 'classes'>, date: string, overnight: boolean): Interval[] {
  return f.classes.flatMap((c) =>
    onTimeline(date, (day) => onDate(day, c.date, c.endDate) && (c.weekdays === 0 || weekdaysInclude(c.weekdays, day)), [toMinutes(c.start), rangeEnd(c.start, c.end, overnight)]),
  );
}
