import { addDays as addCalendarDays, formatISO, getDay, parseISO } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';

/**
 * The stand-in's own clock and calendar (issue 22 §8): calendar dates, wall-clock times, overnight ranges and the
 * venue's "now", written here from the spec and not borrowed from the storefront (lib/booking/time.ts), so that a
 * mistake in the storefront's reading of a rule shows up as a disagreement with the stand-in instead of being agreed
 * with by construction (sandbox/modules/storefront-contract.test.ts checks they agree). Dates are YYYY-MM-DD calendar
 * days; arithmetic on them goes through date-fns.
 */

/** Minutes of a day. */
export const DAY = 24 * 60;

/** The calendar day `n` days after `date` (negative: before). */
export function addDays(date: string, n: number): string {
  return formatISO(addCalendarDays(parseISO(date), n), { representation: 'date' });
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekday(date: string): number {
  return getDay(parseISO(date));
}

/** Spec §3 weekday bits of a schedule control: Sunday 1, Monday 2, … Saturday 64. */
export function weekdayBit(date: string): number {
  return 1 << weekday(date);
}

/** HH:mm[:ss] as minutes after midnight; 23:59:59 (a stored midnight, spec §9) is the end of the day. */
export function minutes(t: string): number {
  if (t.startsWith('23:59:59')) return DAY;
  const [h = 0, m = 0] = t.split(':').map(Number);
  return h * 60 + m;
}

/**
 * A range's minutes on its start date. Spec §9: "Overnight end times of 00:00:00 or 23:59:59 roll to the next day"
 * (both are midnight at the end of the start date); with overnight booking on, an end at or before the start runs
 * past midnight into the next day.
 */
export function span(start: string, end: string, overnight: boolean): [number, number] {
  const s = minutes(start);
  let e = end.startsWith('00:00') ? DAY : minutes(end);
  if (e <= s && overnight) e += DAY;
  return [s, e];
}

/** The venue's date and minutes now, in the venue's own time zone (never the machine's). */
export function venueNow(timeZone: string, now: Date = new Date()): { date: string; minutes: number } {
  const [date, hm] = formatInTimeZone(now, timeZone, 'yyyy-MM-dd HH:mm').split(' ') as [string, string];
  return { date, minutes: minutes(hm) };
}

/** Today's calendar date at the venue. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return venueNow(timeZone, now).date;
}

/** When this sandbox process started. */
const STARTED = new Date();

/**
 * The day academy programmes' dates are counted from: the venue's date when the sandbox started, not today. A real
 * provider's programme runs on fixed dates; if the stand-in moved them at midnight, a catalogue page the storefront
 * cached (or prerendered at build) a minute before would offer a start date the workshop check refuses a minute after.
 * Programmes start a week or more after that day, so a stand-in running for days still sells them; restart it to move
 * them on. Events and facility seeds keep counting from today (their specs are written around "today's session").
 */
export function programmeDayIn(timeZone: string): string {
  return todayIn(timeZone, STARTED);
}
