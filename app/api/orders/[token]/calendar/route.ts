import type { NextRequest } from 'next/server';
import { buildIcs } from '@/lib/calendar/ics';
import { isLocale } from '@/lib/i18n/locales';
import { readOrderForRequest } from '@/lib/orders/access';
import { loadSite } from '@/lib/tenant/site';
import { orderCalendarEvents } from '@/lib/checkout/order-calendar';
import { ticketLabelsFor } from '@/lib/tickets/labels';

/**
 * GET /api/orders/{token}/calendar?lang=en|ar: the paid order's dated bookings as an .ics file (add to calendar on
 * the payment success page). Only for the order's own browser or signed-in owner (lib/orders/access.ts), as its PDFs.
 * Personal: never cached. Bad input 404, a provider fault 502, never a 500.
 */
export const dynamic = 'force-dynamic';

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });

export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const lang = req.nextUrl.searchParams.get('lang') ?? 'en';
  if (!isLocale(lang)) return text(404, 'Not found');
  const read = await readOrderForRequest(req.headers.get('host'), token);
  if (read.kind === 'unavailable') return text(502, 'The venue is not answering. Please try again later.');
  if (read.kind === 'private') return text(404, 'Not found');
  const { tenant, order } = read;
  let timeZone = 'Asia/Dubai';
  try {
    const state = await loadSite(tenant.host);
    if ('site' in state) timeZone = state.site.timeZone;
  } catch {
    return text(502, 'The venue is not answering. Please try again later.');
  }
  if (order.status !== 'paid') return text(404, 'Not found');
  const words = ticketLabelsFor(lang);
  const events = orderCalendarEvents(order, lang, tenant.host, timeZone, { order: words.orderNumber, timeRange: words.timeRange });
  if (!events.length) return text(404, 'Not found');
  return new Response(buildIcs(events), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="order-${order.id}.ics"`,
      'cache-control': 'private, no-store',
    },
  });
}
