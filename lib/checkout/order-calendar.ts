import { entryDescription, type CalendarEvent } from '../calendar/ics';
import { pick } from '../i18n/pick';
import type { AppLocale } from '../i18n/locales';
import type { OrderView } from '../orders/types';
import { formatClock, formatDay } from '../format/date';
import { hasCalendarEntry } from '../orders/document-kind';

/** The words of an order's calendar entry, in its language (messages `tickets.orderNumber`, `tickets.timeRange`). */
export interface OrderCalendarLabels {
  order: (id: number) => string;
  timeRange: (start: string, end: string) => string;
}

/**
 * Add to calendar on the payment success page: one calendar entry per dated, timed admission of the order (facility
 * bookings, event tickets, sessions; lib/orders/document-kind.ts), never for add-ons, memberships or outlet
 * products, in the venue's time zone. Each entry names the product, the place and the time (issue 24.7), in its
 * title, location and description, and the order.
 */
export function orderCalendarEvents(order: OrderView, locale: AppLocale, host: string, timeZone: string, labels: OrderCalendarLabels): CalendarEvent[] {
  const venue = pick(order.venue.name, locale);
  const place = [venue, order.venue.address ? pick(order.venue.address, locale) : null].filter(Boolean).join(', ');
  return order.lines
    .filter(hasCalendarEntry)
    .map((l, i) => {
      const endDate = l.end! <= l.start! && l.end !== '23:59:59' ? nextDay(l.date!) : l.date!;
      const title = [pick(l.name, locale), l.detail ? pick(l.detail, locale) : null].filter(Boolean).join(' · ');
      const when = `${formatDay(l.date!, locale)}${locale === 'ar' ? '، ' : ', '}${labels.timeRange(formatClock(l.start!, locale), formatClock(l.end!, locale))}`;
      return {
        uid: `order-${order.id}-line-${i}@${host}`,
        title,
        description: entryDescription([title, when, place, labels.order(order.id)]),
        location: place,
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
