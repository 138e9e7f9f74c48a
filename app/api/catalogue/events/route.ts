import type { NextRequest } from 'next/server';
import { loadEventsInRange } from '@/lib/catalogue/loaders';
import { catalogueAnswer } from '@/lib/catalogue/route-answer';

/**
 * Events running within a date range, for the events list filters when the list has more than one page (the
 * page itself stays a cached page). Answers the storefront's own event shape, never the provider's wire shape.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function GET(req: NextRequest) {
  const from = req.nextUrl.searchParams.get('from') ?? '';
  const to = req.nextUrl.searchParams.get('to') ?? '';
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to) || from > to) return Response.json({ status: false, message: 'Invalid date range' }, { status: 400 });
  return catalogueAnswer(req.headers.get('host'), (tenant) => loadEventsInRange(tenant, from, to));
}
