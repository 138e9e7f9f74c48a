import type { NextRequest } from 'next/server';
import { getBearer } from '@/lib/auth/bearer';
import { buildIcs } from '@/lib/calendar/ics';
import { isLocale } from '@/lib/i18n/locales';
import { getOrder, isOrderToken } from '@/lib/provider/orders';
import { loadSite } from '@/lib/tenant/site';
import { resolveTenant } from '@/lib/tenant/tenants';
import { orderCalendarEvents } from '@/lib/checkout/order-calendar';
import { ticketLabelsFor } from '@/lib/tickets/labels';

/**
 * GET /api/orders/{token}/calendar?lang=en|ar: the paid order's dated bookings as an .ics file (add to calendar on
 * the payment success page). Personal: never cached. Bad input 404, a provider fault 502, never a 500.
 */
export const dynamic = 'force-dynamic';

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });

export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const lang = req.nextUrl.searchParams.get('lang') ?? 'en';
  const tenant = resolveTenant(req.headers.get('host'));
  if (!tenant || !isOrderToken(token) || !isLocale(lang)) return text(404, 'Not found');
  let order;
  let timeZone = 'Asia/Dubai';
  try {
    order = await getOrder({ siteToken: tenant.siteToken, bearer: await getBearer().catch(() => null) }, token);
    const state = await loadSite(tenant.host);
    if ('site' in state) timeZone = state.site.timeZone;
  } catch {
    return text(502, 'The venue is not answering. Please try again later.');
  }
  if (!order || order.status !== 'paid') return text(404, 'Not found');
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
