import { buildApplePass, PASS_IMAGE_SIZES, PKPASS_MIME } from '@/lib/wallet/apple-pass';
import { appleSignerFor } from '@/lib/wallet/credentials';
import { NO_STORE, walletRoute } from '@/lib/wallet/route-helpers';
import { venueIconPng } from '@/lib/wallet/venue-icon';

/**
 * GET /api/orders/{token}/wallet/apple?ticket=N&lang=en|ar (issue 25): ticket N of a paid order as an Apple Wallet
 * pass, signed with the venue operator's certificate. Order access as the tickets PDF (404 for an order that is
 * not the requester's); no certificate or a broken one: 404 (the button is hidden) and one log line. Personal:
 * never cached.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export const GET = walletRoute(
  appleSignerFor,
  'build the Apple Wallet pass',
  async (r, signer) => {
    const images = Object.fromEntries(await Promise.all(Object.entries(PASS_IMAGE_SIZES).map(async ([file, [w, h]]) => [file, await venueIconPng(r.site, w, h)] as const)));
    return buildApplePass(r.content, signer, images);
  },
  (r, pass) =>
    new Response(new Uint8Array(pass), {
      headers: {
        'content-type': PKPASS_MIME,
        'content-disposition': `attachment; filename="ticket-${r.order.id}-${r.index + 1}.pkpass"`,
        'content-length': String(pass.length),
        'cache-control': NO_STORE,
        'x-robots-tag': 'noindex',
      },
    }),
);
