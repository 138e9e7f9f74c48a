import 'server-only';
import { reshapeOrder } from '@/lib/orders/reshape';
import type { OrderView } from '@/lib/orders/types';
import { providerRequest } from './client';
import { orderDetailResponseSchema } from './commerce';
import { isProviderError } from './errors';
import type { RequestContext } from './headers';

/** Order tokens are opaque provider strings; anything else is not looked up at all (it could not be one). */
const TOKEN = /^[A-Za-z0-9_-]{6,128}$/;

export function isOrderToken(token: string): boolean {
  return TOKEN.test(token);
}

/**
 * GET orders/{token} (docs/commerce.md): the order as the app shows it, or null for an unknown token (404).
 * Never cached: an order is personal and its status changes. Other faults are thrown as ProviderError.
 * The token alone identifies the order, so a bearer the provider no longer knows (401) is dropped and the order
 * asked for again without it: a guest whose session is being ended after paying (spec §4, the emptied cart logs
 * the guest out at the provider before the cookie goes) still gets the success page and its PDFs.
 */
export async function getOrder(ctx: RequestContext, token: string): Promise<OrderView | null> {
  if (!isOrderToken(token)) return null;
  try {
    const res = await providerRequest(`orders/${encodeURIComponent(token)}`, { ctx, schema: orderDetailResponseSchema });
    return reshapeOrder(res.data);
  } catch (e) {
    if (isProviderError(e) && e.kind === 'http' && e.status === 404) return null;
    if (isProviderError(e) && e.status === 401 && ctx.bearer) return getOrder({ ...ctx, bearer: null }, token);
    throw e;
  }
}
