import { NextResponse, type NextRequest } from 'next/server';
import { siteGateForHost } from '@/lib/tenant/sections-cache';

/**
 * GET /api/venue-state (Host: the venue's host): `{ up }`, whether the host is a venue the provider serves normally.
 * Asked by server.mjs once per host and kept briefly, so cached pages of venues that are up skip the middleware.
 * Says nothing a visitor could not learn from the pages themselves (a state page answers 404 or 503).
 */
export const dynamic = 'force-dynamic';

export async function GET(req: NextRequest) {
  const gate = await siteGateForHost(req.headers.get('host'));
  return NextResponse.json({ up: gate.kind === 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
