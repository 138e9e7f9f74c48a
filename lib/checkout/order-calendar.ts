import type { CalendarEvent } from '../calendar/ics';
import { pick } from '../i18n/pick';
import type { AppLocale } from '../i18n/locales';
import type { OrderView } from '../orders/types';

/**
 * Add to calendar on the payment success page: one calendar entry per dated, timed line of the order (facility
 * bookings, event tickets, sessions), never for add-ons or undated products, in the venue's time zone.
 */
export function orderCalendarEvents(order: OrderView, locale: AppLocale, host: string, timeZone: string): CalendarEvent[] {
  const venue = pick(order.venue.name, locale);
  return order.lines
    .filter((l) => l.type !== 'addon' && l.date && l.start && l.end)
    .map((l, i) => {
      const endDate = l.end! <= l.start! && l.end !== '23:59:59' ? nextDay(l.date!) : l.date!;
      return {
        uid: `order-${order.id}-line-${i}@${host}`,
        title: [pick(l.name, locale), l.detail ? pick(l.detail, locale) : null].filter(Boolean).join(' · '),
        description: `#${order.id}`,
        location: [venue, order.venue.address ? pick(order.venue.address, locale) : null].filter(Boolean).join(', '),
        start: { date: l.date!, time: l.start! },
        end: { date: endDate, time: l.end! },
        timeZone,
      };
    });
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
