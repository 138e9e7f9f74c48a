import type { NextRequest } from 'next/server';
import { resolveTenant } from '@/lib/tenant/tenants';
import { loadEventsInRange } from '@/lib/catalogue/loaders';

/**
 * Events running within a date range, for the events list filters when the list has more than one page (the
 * page itself stays a cached page). Answers the storefront's own event shape, never the provider's wire shape.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function GET(req: NextRequest) {
  const tenant = resolveTenant(req.headers.get('host'));
  const from = req.nextUrl.searchParams.get('from') ?? '';
  const to = req.nextUrl.searchParams.get('to') ?? '';
  if (!tenant) return Response.json({ status: false, message: 'Unknown site' }, { status: 404 });
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to) || from > to) return Response.json({ status: false, message: 'Invalid date range' }, { status: 400 });
  try {
    const items = await loadEventsInRange(tenant, from, to);
    return Response.json({ status: true, data: items }, { headers: { 'cache-control': 'public, max-age=0, s-maxage=300' } });
  } catch {
    return Response.json({ status: false, message: 'The venue is not answering' }, { status: 502 });
  }
}
