import 'server-only';
import { providerRequest } from '../provider/client';
import { balancesResponseSchema } from '../provider/commerce';
import type { RequestContext } from '../provider/headers';

/** The signed-in customer's wallet and q-points after an order (payment success page); null when unknown. */
export async function balancesAfterOrder(ctx: RequestContext): Promise<{ currency: string; wallet: number; qpoints: number } | null> {
  if (!ctx.bearer) return null;
  try {
    const r = await providerRequest('customers/balances', { ctx, schema: balancesResponseSchema });
    return { currency: r.data.currency, wallet: r.data.wallet, qpoints: r.data.qpoints };
  } catch {
    return null;
  }
}
