import type { NextRequest } from 'next/server';
import { resolveTenant } from '@/lib/tenant/tenants';
import { isLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { parseId } from '@/lib/provider/catalogue-common';
import { loadEvent } from '@/lib/catalogue/loaders';
import { buildIcs, entryDescription } from '@/lib/calendar/ics';
import { eventPageUrl } from '@/lib/calendar/links';
import { formatClock, formatDay } from '@/lib/format/date';
import { ticketLabelsFor } from '@/lib/tickets/labels';

/**
 * Add to calendar (issue 3): one schedule of an event as an .ics file, in the event's time zone. The venue comes
 * from the Host header (a route handler, not a cached page). Bad input answers 404, never 500.
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ locale: string; id: string; schedule: string }> }) {
  const p = await params;
  const tenant = resolveTenant(req.headers.get('host'));
  const id = parseId(p.id);
  const scheduleId = parseId(p.schedule);
  if (!tenant || !isLocale(p.locale) || id === null || scheduleId === null) return notFound();
  let event;
  try {
    event = await loadEvent(tenant, id);
  } catch {
    return new Response('The venue is not answering. Please try again later.', { status: 502, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const schedule = event?.schedules.find((s) => s.id === scheduleId);
  if (!event || !schedule) return notFound();
  const locale = p.locale;
  const location = [pick(event.location.name, locale), event.location.address ? pick(event.location.address, locale) : null].filter(Boolean).join(', ');
  // The entry names the event, its place and time, and links to the event's own page (issue 24.7).
  const url = eventPageUrl(tenant.host, req.headers.get('host'), event.id, locale);
  const day = formatDay(schedule.startDate, locale);
  const when = `${day}${locale === 'ar' ? '، ' : ', '}${ticketLabelsFor(locale).timeRange(formatClock(schedule.startTime, locale), formatClock(schedule.endTime, locale))}`;
  const ics = buildIcs([
    {
      uid: `event-${event.id}-schedule-${schedule.id}@${tenant.host}`,
      title: pick(event.name, locale),
      description: entryDescription([pick(event.summary, locale), when, location, url]),
      location,
      geo: event.location.pin,
      url,
      start: { date: schedule.startDate, time: schedule.startTime },
      end: { date: schedule.endDate, time: schedule.endTime },
      timeZone: event.timeZone,
    },
  ]);
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="event-${event.id}-${schedule.startDate}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  });
}

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
