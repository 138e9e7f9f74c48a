import { NextResponse, type NextRequest } from 'next/server';
import { isListedVenueHost } from '@/lib/tenant/tenants';

/**
 * GET /api/venue-host?domain=<host> (issue 14 §7): 200 when the host is a venue in the tenants file, 404 otherwise.
 * A front that issues TLS certificates on demand (Caddy `on_demand_tls { ask … }`, README "Deployment") asks this
 * before requesting a certificate, so it never asks a CA for a name nobody configured.
 */
export const dynamic = 'force-dynamic';

export function GET(req: NextRequest) {
  const domain = req.nextUrl.searchParams.get('domain');
  const known = isListedVenueHost(domain);
  return NextResponse.json({ known }, { status: known ? 200 : 404, headers: { 'cache-control': 'no-store' } });
}
