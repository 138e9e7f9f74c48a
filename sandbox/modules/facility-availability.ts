import type { FacilityScheduleWire } from '../../lib/provider/facilities';
import { addDays, DAY, span, weekdayBit } from './clock';
import { linkRefusal } from './facility-links';

/**
 * The stand-in's own answer to "is this facility free for [start, end) on this date?", computed from the schedule
 * it would send (wire shape), written from the spec and NOT from the storefront's slot engine (lib/booking/slots),
 * so a slot bug in the storefront shows up as a disagreement instead of being agreed with by construction.
 *
 * Spec §3 / §9 as the provider applies them: the span lies inside one opening (facility rental) range; no
 * maintenance on the date overlaps it; an event schedule blocks its last 60 minutes; bookings and other sessions'
 * holds overlap it at most up to the capacity (any overlap for a facility that is not per capacity; a full-day
 * booking covers the whole day); a schedule control of the date (its weekday bits, its rental products) that
 * overlaps it must list the caller's channel. The stand-in does not know the caller's channel, so it answers for
 * the widest one (partners), as the provider's own availability call does. A booking or hold on a parent or child
 * facility, or an academy class on the facility, refuses the span too (facility-links.ts).
 */

const EVENT_BLOCK = 60;

const overlap = (a: [number, number], b: [number, number]) => a[0] < b[1] && b[0] < a[1];
const covers = (date: string, from: string, to: string | null | undefined) => from <= date && date <= (to ?? from);

/**
 * Overnight booking is one timeline (issue 15.6): the asked date's minutes run from its midnight; whatever is dated
 * the day before or after lies a day earlier or later on it. `dated` tells whether an entry is on a given day.
 */
function around(date: string, dated: (day: string) => boolean, range: [number, number]): Array<[number, number]> {
  return [-1, 0, 1].filter((k) => dated(addDays(date, k))).map((k) => [range[0] + k * DAY, range[1] + k * DAY] as [number, number]);
}

/** The opening ranges of the date: its own, and with overnight booking the previous evening's hours past midnight. */
function openings(f: FacilityScheduleWire, overnight: boolean) {
  return f.facility_rentals.flatMap((r) => {
    const open = span(r.start_time, r.end_time, overnight);
    const spill: [number, number] = [open[0] - DAY, open[1] - DAY];
    return spill[1] > 0 ? [{ r, open }, { r, open: spill }] : [{ r, open }];
  });
}

/** Attendance of the bookings (and holds, folded in) that overlap the span; with per-day capacity, all of the day. */
export function unitsTaken(f: FacilityScheduleWire, date: string, start: string, end: string, overnight: boolean, perDay = false): number {
  const want = span(start, end, overnight);
  let taken = 0;
  for (const b of f.bookings) {
    if (perDay) {
      if (covers(date, b.date, b.booking_end_date)) taken += b.attendance;
      continue;
    }
    const range: [number, number] = b.is_full_day === 1 ? [0, DAY] : span(b.start_time, b.end_time, overnight);
    if (around(date, (day) => covers(day, b.date, b.booking_end_date), range).some((x) => overlap(x, want))) taken += b.attendance;
  }
  return taken;
}

export function facilityFree(f: FacilityScheduleWire, date: string, start: string, end: string, overnight: boolean): boolean {
  const want = span(start, end, overnight);
  if (want[1] <= want[0]) return false;
  const opening = openings(f, overnight).find(({ open }) => open[0] <= want[0] && want[1] <= open[1]);
  if (!opening) return false;
  const blocked = (dated: (day: string) => boolean, range: [number, number]) => around(date, dated, range).some((x) => overlap(x, want));
  // spec §3 parent/child facilities and academy classes (facility-links.ts).
  if (linkRefusal(f, date, start, end, overnight)) return false;
  if (f.maintenances.some((m) => blocked((day) => covers(day, m.date, m.end_date), span(m.start_time, m.end_time, overnight)))) return false;
  for (const e of f.event_schedules) {
    const finish = span(e.start_time, e.end_time, overnight)[1];
    if (blocked((day) => day === e.date, [finish - EVENT_BLOCK, finish])) return false;
  }
  const taken = unitsTaken(f, date, start, end, overnight);
  if (taken > 0 && f.per_capacity !== 1) return false;
  if (f.per_capacity === 1 && taken >= f.capacity) return false;
  return !f.schedule_control.some(
    (c) =>
      (c.rentals.length === 0 || c.rentals.includes(opening.r.product_id)) &&
      !c.channels.includes('partners') &&
      blocked((day) => covers(day, c.date, c.end_date) && (c.interval_type !== 1 || (c.weekdays & weekdayBit(day)) !== 0), span(c.start_time, c.end_time, overnight)),
  );
}
