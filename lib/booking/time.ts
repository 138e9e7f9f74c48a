import { formatClock } from '../format/date';
import { venueMoment } from './sale-window';

/** Wall-clock times of the schedule as minutes after the start of the booking date (spec §9 formats HH:mm:ss). */
export const DAY = 24 * 60;

export function toMinutes(t: string): number {
  const [h = '0', m = '0', s = '0'] = t.split(':');
  return Number(h) * 60 + Number(m) + (Number(s) >= 59 ? 1 : 0);
}

/** Minutes (possibly past midnight) back to HH:mm:ss on a 24-hour clock. */
export function toTime(min: number): string {
  const m = ((min % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
}

/**
 * End of an opening range. spec §9: "Overnight end times of 00:00:00 or 23:59:59 roll to the next day": both mean
 * midnight at the end of the date. With overnight booking on, an end before the start belongs to the next day.
 */
export function rangeEnd(start: string, end: string, overnight: boolean): number {
  if (end === '00:00:00' || end === '00:00' || end === '23:59:59') return DAY;
  const s = toMinutes(start);
  const e = toMinutes(end);
  return e <= s && overnight ? e + DAY : e;
}

/** spec §9: "end time 00:00:00 is stored as 23:59:59" (a slot ending at midnight stays on its own date). */
export function storedEndTime(endMin: number): string {
  return endMin % DAY === 0 ? '23:59:59' : toTime(endMin);
}

/**
 * The venue's "now" (DESIGN §2: always in the venue's zone, never the server's): the platform's Intl only
 * (./sale-window venueMoment), so the cart and booking islands load no date-formatting library (issue 27 §2).
 */
export function venueNow(timeZone: string, now: Date = new Date()): { date: string; minutes: number } {
  return venueMoment(timeZone, now);
}

/** 12-hour label "hh:mm A" of minutes after the booking date's midnight: lib/format's one clock formatter (issue 24.7). */
export function label12(min: number, locale: string = 'en'): string {
  return formatClock(min, locale);
}

/** YYYY-MM-DD to DD-MM-YYYY (spec §2 step 2 summary). */
export function ddmmyyyy(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}`;
}

/** A calendar date (YYYY-MM-DD, a time after it ignored) as midnight UTC: date arithmetic with no zone or DST shift. */
const utcDate = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/**
 * The calendar date (YYYY-MM-DD) `days` days after `date` (negative goes back). The platform's Date only, so the
 * cart and booking islands load no date library (issue 27 §2); an invalid date throws a RangeError.
 */
export function addDays(date: string, days: number): string {
  const d = utcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Day index 0 (Sunday) to 6 of a calendar date. */
export function weekdayIndex(date: string): number {
  return utcDate(date).getUTCDay();
}
