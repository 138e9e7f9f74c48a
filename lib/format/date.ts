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

export function formatClock(time: string, locale: AppLocale): string {
  const [h = '0', m = '0'] = time.split(':');
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, Number(h), Number(m))),
  );
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
