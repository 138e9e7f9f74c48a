import type { NextRequest } from 'next/server';
import { origin } from '@/lib/seo/metadata';
import { googleSignerFor } from '@/lib/wallet/credentials';
import { googleSaveUrl } from '@/lib/wallet/google';
import { fail, NO_STORE, walletRequest } from '@/lib/wallet/route-helpers';

/**
 * GET /api/orders/{token}/wallet/google?ticket=N&lang=en|ar (issue 25): redirects to Google's "save to wallet"
 * page with a JWT signed by the venue operator's service account, made at the click so no page carries one.
 * Order access as the tickets PDF; no key or a broken one: 404 and one log line. Never cached.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const r = await walletRequest(req, token, googleSignerFor);
  if (!r.ok) return r.response;
  let url: string;
  try {
    const base = origin(r.tenant.host);
    url = await googleSaveUrl(r.content, googleSignerFor(r.tenant)!, { host: r.tenant.host, origin: base, iconUrl: base.startsWith('https:') ? `${base}/pwa/icon-192.png` : null });
  } catch (e) {
    console.error(`[wallet] could not sign the Google Wallet link of order ${r.order.id} ticket ${r.index + 1} for ${r.tenant.host} — cause: ${(e as Error).message}`);
    return fail(503, r.locale, 'unavailable');
  }
  return new Response(null, { status: 303, headers: { location: url, 'cache-control': NO_STORE, 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' } });
}
