import type { NextRequest } from 'next/server';
import { buildApplePass, PASS_IMAGE_SIZES, PKPASS_MIME } from '@/lib/wallet/apple-pass';
import { appleSignerFor } from '@/lib/wallet/credentials';
import { fail, NO_STORE, walletRequest } from '@/lib/wallet/route-helpers';
import { venueIconPng } from '@/lib/wallet/venue-icon';

/**
 * GET /api/orders/{token}/wallet/apple?ticket=N&lang=en|ar (issue 25): ticket N of a paid order as an Apple Wallet
 * pass, signed with the venue operator's certificate. Order access as the tickets PDF (404 for an order that is
 * not the requester's); no certificate or a broken one: 404 (the button is hidden) and one log line. Personal:
 * never cached.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const r = await walletRequest(req, token, appleSignerFor);
  if (!r.ok) return r.response;
  const signer = appleSignerFor(r.tenant)!;
  let pass: Buffer;
  try {
    const images = Object.fromEntries(await Promise.all(Object.entries(PASS_IMAGE_SIZES).map(async ([file, [w, h]]) => [file, await venueIconPng(r.site, w, h)] as const)));
    pass = buildApplePass(r.content, signer, images);
  } catch (e) {
    console.error(`[wallet] could not build the Apple Wallet pass of order ${r.order.id} ticket ${r.index + 1} for ${r.tenant.host} — cause: ${(e as Error).message}`);
    return fail(503, r.locale, 'unavailable');
  }
  return new Response(new Uint8Array(pass), {
    headers: {
      'content-type': PKPASS_MIME,
      'content-disposition': `attachment; filename="ticket-${r.order.id}-${r.index + 1}.pkpass"`,
      'content-length': String(pass.length),
      'cache-control': NO_STORE,
      'x-robots-tag': 'noindex',
    },
  });
}
