import 'server-only';
import { getBearer } from '@/lib/auth/bearer';
import type { OrderView } from '@/lib/orders/types';
import { getOrder, isOrderToken } from '@/lib/provider/orders';
import { resolveTenantSafe, type Tenant } from '@/lib/tenant/tenants';

/**
 * Who may read an order from an API route: the same rule as the PDF route (app/api/orders/[token]/pdf): the venue
 * from the Host header, the signed-in visitor's bearer when there is one, and the provider decides (an order that
 * is not the requester's, or an unknown token, is not found). A provider fault is told apart so the route can
 * answer 502 rather than 404.
 */
export type OrderRead = { kind: 'ok'; tenant: Tenant; order: OrderView } | { kind: 'not-found' } | { kind: 'unavailable' };

export async function readOrderForRequest(host: string | null, token: string): Promise<OrderRead> {
  const tenant = resolveTenantSafe(host);
  if (!tenant || !isOrderToken(token)) return { kind: 'not-found' };
  try {
    const bearer = await getBearer().catch(() => null);
    const order = await getOrder({ siteToken: tenant.siteToken, bearer }, token);
    return order ? { kind: 'ok', tenant, order } : { kind: 'not-found' };
  } catch {
    // The provider client has logged the fault with its cause.
    return { kind: 'unavailable' };
  }
}
