import type { NextRequest } from 'next/server';
import { getBearer } from '@/lib/auth/bearer';
import { isProviderError } from '@/lib/provider/errors';
import { getGuests } from '@/lib/provider/self-service-calls';
import { guestListCsv, guestTemplateCsv } from '@/lib/self-service/guests';
import { resolveTenant } from '@/lib/tenant/tenants';
import { limitRequest } from '@/lib/rate-limit/request';

/**
 * GET /api/profile/guests-csv?kind=template|list: the guest CSV template, or the partner's guest list (every page),
 * written by lib/self-service/csv (BOM, no formula-like cell). Personal: never cached.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const headers = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'private, no-store',
});

export async function GET(req: NextRequest) {
  const kind = req.nextUrl.searchParams.get('kind');
  if (kind === 'template') return new Response(guestTemplateCsv(), { headers: headers('guests-template.csv') });
  if (kind !== 'list') return new Response('Bad request', { status: 400, headers: { 'cache-control': 'no-store' } });
  let tenant;
  try {
    tenant = resolveTenant(req.headers.get('host'));
  } catch {
    tenant = null;
  }
  const bearer = await getBearer().catch(() => null);
  if (!tenant || !bearer) return new Response('Unauthorized', { status: 401, headers: { 'cache-control': 'no-store' } });
  // Issue 26: the list download (a provider call per page) per account and address.
  const limited = await limitRequest('csv', req.headers, [bearer]);
  if (limited) return limited;
  const ctx = { siteToken: tenant.siteToken, bearer };
  try {
    const rows = [];
    for (let page = 1; page <= 40; page++) {
      const p = await getGuests(ctx, page);
      rows.push(...p.items);
      if (page >= p.totalPages) break;
    }
    return new Response(guestListCsv(rows.map((g) => ({ name: g.name, email: g.email, country_code: g.countryCode, mobile_number: g.mobile, nationality: g.nationality }))), { headers: headers('guests.csv') });
  } catch (e) {
    const status = isProviderError(e) && (e.status === 401 || e.status === 403) ? e.status : 502;
    return new Response(status === 502 ? 'The guest list is unavailable' : 'Forbidden', { status, headers: { 'cache-control': 'no-store' } });
  }
}
