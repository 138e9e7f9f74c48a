import { origin } from '@/lib/seo/metadata';
import { googleSignerFor } from '@/lib/wallet/credentials';
import { googleSaveUrl } from '@/lib/wallet/google';
import { NO_STORE, walletRoute } from '@/lib/wallet/route-helpers';

/**
 * GET /api/orders/{token}/wallet/google?ticket=N&lang=en|ar (issue 25): redirects to Google's "save to wallet"
 * page with a JWT signed by the venue operator's service account, made at the click so no page carries one.
 * Order access as the tickets PDF; no key or a broken one: 404 and one log line. Never cached.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = walletRoute(
  googleSignerFor,
  'sign the Google Wallet link',
  (r, signer) => {
    const base = origin(r.tenant.host);
    return googleSaveUrl(r.content, signer, { host: r.tenant.host, origin: base, iconUrl: base.startsWith('https:') ? `${base}/pwa/icon-192.png` : null });
  },
  (_r, url) => new Response(null, { status: 303, headers: { location: url, 'cache-control': NO_STORE, 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' } }),
);
