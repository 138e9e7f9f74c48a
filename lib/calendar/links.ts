import type { AppLocale } from '../i18n/locales';
import { href } from '../routing/links';
import { origin } from '../seo/metadata';

/**
 * The .ics download of one event schedule (app/api/calendar). The locale is a path segment, not `?lang=`, so the
 * host+lang page rewrite never touches it.
 */
export function calendarPath(locale: AppLocale, eventId: number, scheduleId: number): string {
  return `/api/calendar/${locale}/events/${eventId}/${scheduleId}`;
}

/**
 * The origin a calendar entry links back to (issue 24.7: the venue's own host and port). A configured public
 * origin (PUBLIC_SCHEME, PUBLIC_PORT) wins; otherwise the port the visitor reached this venue on, read from the
 * request's Host header, and only when its name is the venue's own host (a forged Host names nothing else). Behind
 * the front (deploy/nginx) the Host carries no port, so the entry names the plain host.
 */
export function visibleOrigin(tenantHost: string, hostHeader: string | null | undefined): string {
  const base = origin(tenantHost);
  if (process.env.PUBLIC_PORT) return base;
  const m = /^([a-z0-9.-]+):(\d{1,5})$/.exec((hostHeader ?? '').trim().toLowerCase());
  if (!m || m[1] !== tenantHost) return base;
  const port = Number(m[2]);
  const standard = (base.startsWith('https:') && port === 443) || (base.startsWith('http:') && port === 80);
  return standard || port < 1 || port > 65535 ? base : `${base}:${port}`;
}

/** The event's own page on the venue's visible origin, in the entry's language. */
export function eventPageUrl(tenantHost: string, hostHeader: string | null | undefined, eventId: number, locale: AppLocale): string {
  return `${visibleOrigin(tenantHost, hostHeader)}${href(`/events/${eventId}`, locale)}`;
}
