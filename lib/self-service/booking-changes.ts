import { bookingWindow, isBookable, type CustomDateRange } from '@/lib/booking/dates';
import { DAY, storedEndTime, toMinutes } from '@/lib/booking/time';

/**
 * A booking moved to another slot follows the rules of a new booking (issue 23 item 2): spec §5 "Booking dates: not
 * before today and not after today plus advance_booking_days_limit days; with the custom range enabled, also inside
 * that range", and spec §9 "Same-day slots: past slots are dropped" (a slot that has started is past: no grace for
 * a move; the online booking delay, spec §3 schedule configuration, moves "now" forward). Each refusal is its own
 * message key of `selfService.history`. The sandbox applies the same rule on its own (sandbox/modules/
 * self-service-bookings.ts); a full slot is known only to the provider (409, `slotTaken`).
 */
export type RescheduleRefusal = 'pastDay' | 'pastHour' | 'outsideWindow';

export interface RescheduleWindow {
  /** spec §3 advance_booking_days_limit of the booking's service. */
  advanceDays: number;
  customRange?: CustomDateRange | null;
  /** spec §3 online_booking_delay, minutes. */
  delay?: number;
}

export function rescheduleRefusal(target: { date: string; start: string }, now: { date: string; minutes: number }, w: RescheduleWindow): RescheduleRefusal | null {
  if (target.date < now.date) return 'pastDay';
  if (target.date === now.date && toMinutes(target.start) < now.minutes + (w.delay ?? 0)) return 'pastHour';
  if (!isBookable(target.date, bookingWindow(now.date, w.advanceDays, w.customRange))) return 'outsideWindow';
  return null;
}

/** The end of the moved booking: the same length from the new start, stored as spec §9 says (midnight is 23:59:59). */
export function movedEnd(start: string, minutes: number, overnight: boolean): string {
  const end = toMinutes(start) + minutes;
  return storedEndTime(overnight ? end : Math.min(end, DAY));
}

/** A booking's length in minutes (an end at or before its start runs past midnight). */
export function bookingMinutes(start: string, end: string): number {
  const d = toMinutes(end) - toMinutes(start);
  return d > 0 ? d : d + DAY;
}
