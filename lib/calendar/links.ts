import type { AppLocale } from '../i18n/locales';

/**
 * The .ics download of one event schedule (app/api/calendar). The locale is a path segment, not `?lang=`, so the
 * host+lang page rewrite never touches it.
 */
export function calendarPath(locale: AppLocale, eventId: number, scheduleId: number): string {
  return `/api/calendar/${locale}/events/${eventId}/${scheduleId}`;
}
