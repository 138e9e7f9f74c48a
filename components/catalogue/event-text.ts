import type { AppLocale } from '@/lib/i18n/locales';
import { formatDay } from '@/lib/format/date';

/** "Sun 22 Nov 2026" for a one-day event, else its first and last day through the `dates` message. */
export function eventDates(e: { startDate: string; endDate: string }, locale: AppLocale, dates: (v: { from: string; to: string }) => string): string {
  const from = formatDay(e.startDate, locale);
  return e.startDate === e.endDate ? from : dates({ from, to: formatDay(e.endDate, locale) });
}
