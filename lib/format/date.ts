import type { AppLocale } from '../i18n/locales';

/**
 * Venue-local dates and times as the spec shows them (spec §9: "ddd DD MMM YYYY", "hh:mm A"). The values are
 * already local to the venue, so they are formatted as UTC wall-clock values and never shifted by a zone.
 */
const intlLocale = (locale: AppLocale) => (locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');

/** A calendar date (YYYY-MM-DD, or the date part of a timestamp) as "DD MMM YYYY" (spec §9); unparsable stays as is. */
export function formatDate(date: string, locale: AppLocale): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
}

/** "ddd DD MMM YYYY" (spec §9): the short weekday, then the date, with no comma between them. */
export function formatDay(date: string, locale: AppLocale): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  const weekday = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' }).format(d);
  return `${weekday} ${formatDate(date, locale)}`;
}

/**
 * The one clock formatter (spec §9 "hh:mm A"; issue 24.7): "07:00 PM", and in Arabic "07:00 م", the number first
 * and the meridiem after it in the text's own order, so right-to-left text reads the number first wherever it is
 * shown (slot buttons, the time-range select, 'Your Visit', schedules, tickets). Written by hand, not with Intl, so
 * the server and every browser give the same characters (ICU versions differ in the space before the meridiem).
 * `time` is "HH:mm[:ss]" or minutes after midnight (a slot after midnight of an overnight opening wraps).
 */
export function formatClock(time: string | number, locale: AppLocale | string): string {
  let minutes: number;
  if (typeof time === 'number') minutes = time;
  else {
    const [h = '0', m = '0'] = time.split(':');
    minutes = Number(h) * 60 + Number(m);
  }
  if (!Number.isFinite(minutes)) return String(time);
  const day = 24 * 60;
  const t = ((Math.trunc(minutes) % day) + day) % day;
  const h = Math.floor(t / 60);
  const hh = h % 12 === 0 ? 12 : h % 12;
  const meridiem = locale === 'ar' ? (h < 12 ? 'ص' : 'م') : h < 12 ? 'AM' : 'PM';
  return `${String(hh).padStart(2, '0')}:${String(t % 60).padStart(2, '0')} ${meridiem}`;
}

/** "07:00 PM – 10:00 PM" / "07:00 م – 10:00 م": a from–to range of two clock times, each number first. */
export function formatClockRange(start: string | number, end: string | number, locale: AppLocale | string): string {
  return `${formatClock(start, locale)} – ${formatClock(end, locale)}`;
}

/** Day index 0 (Sunday) … 6 (Saturday), spec §3 weekday table. */
export function weekdayName(day: number, locale: AppLocale): string {
  // 2 Jan 2000 was a Sunday.
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 2 + day)));
}

/** ISO 8601 with the zone's offset, for schema.org (e.g. 2026-11-22T18:00:00+04:00). */
export function isoInZone(date: string, time: string, offset: string): string {
  const t = time.length === 5 ? `${time}:00` : time;
  return `${date}T${t}${offset.slice(0, 3)}:${offset.slice(3)}`;
}
