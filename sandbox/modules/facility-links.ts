import type { FacilityScheduleWire } from '../../lib/provider/facilities';
import { addDays, DAY, span, weekdayBit } from './clock';

/**
 * The stand-in's own reading of spec §3 Facility parent_facilities, child_facilities and workshop_program_schedules
 * (issue 23 item 1), written from the spec and not from the storefront's rule (lib/booking/slot-links.ts), so the two
 * can disagree (sandbox/modules/storefront-contract.test.ts checks they do not):
 * - a parent court and its half courts are one space: any booking or hold on a facility linked to this one, over
 *   any part of the asked span, refuses it, whatever either facility's capacity (docs/decisions.md);
 * - an academy class holds its facility for its hours on every day of its date range (one day without an end date)
 *   whose weekday bit is set (no bits: every day).
 * Overnight booking is one timeline: what is dated the day before or after lies a day earlier or later.
 */
export type LinkRefusal = 'linked_facility_booked' | 'class_scheduled';

/** The provider's message for each refusal code (the storefront shows its own, by code). */
export const LINK_MESSAGES: Record<LinkRefusal, string> = {
  linked_facility_booked: 'This time is booked on a linked facility',
  class_scheduled: 'A class is scheduled on this facility at this time',
};

const overlap = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];
const within = (day: string, from: string, to: string | null | undefined) => from <= day && day <= (to ?? from);

/** Does an entry dated by `dated`, over `range` on each of its days, meet `want` on the asked date's timeline? */
function meets(date: string, dated: (day: string) => boolean, range: [number, number], want: [number, number]): boolean {
  return [-1, 0, 1].some((k) => dated(addDays(date, k)) && overlap([range[0] + k * DAY, range[1] + k * DAY], want));
}

/** Why [start, end) of the date is refused by a linked facility's booking or a class, or null when neither. */
export function linkRefusal(f: FacilityScheduleWire, date: string, start: string, end: string, overnight: boolean): LinkRefusal | null {
  const want = span(start, end, overnight);
  const linked = [...f.parent_facilities, ...f.child_facilities];
  const booked = linked.some((l) =>
    l.bookings.some((b) => meets(date, (day) => within(day, b.date, b.booking_end_date), b.is_full_day === 1 ? [0, DAY] : span(b.start_time, b.end_time, overnight), want)),
  );
  if (booked) return 'linked_facility_booked';
  const taught = f.workshop_program_schedules.some((c) =>
    meets(date, (day) => within(day, c.start_date, c.end_date) && (c.weekdays === 0 || (c.weekdays & weekdayBit(day)) !== 0), span(c.start_time, c.end_time, overnight), want),
  );
  return taught ? 'class_scheduled' : null;
}
