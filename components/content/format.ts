import type { AppLocale } from '@/lib/i18n/locales';

/** A calendar date (YYYY-MM-DD) as DD MMM YYYY (spec §9) in the visitor's language; no time zone shift. */
export function formatDate(isoDate: string, locale: AppLocale): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
}
