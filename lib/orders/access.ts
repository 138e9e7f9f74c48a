import 'server-only';
import { cookies } from 'next/headers';
import { getBearer } from '@/lib/auth/bearer';
import { authSecret } from '@/lib/auth/secret';
import type { OrderView } from '@/lib/orders/types';
import { getOrder, isOrderToken } from '@/lib/provider/orders';
import { getCustomerOrder } from '@/lib/provider/self-service-calls';
import { resolveTenantSafe, type Tenant } from '@/lib/tenant/tenants';
import { GRANT_MAX_AGE_S, grantName, grantValue, isGrant } from './grant';

/**
 * Who may read an order (issue 24 item 4, "Orders are personal"; issue 25: "a pass or JWT for an order that is not
 * the requester's: 404, as every other order read"): the browser that holds the order's grant (lib/orders/grant.ts:
 * set when it placed the order, or when it proved the order's email with a one-time code), or the signed-in
 * customer whose own order it is (the provider's customers/orders/{id} answers it for its owner only). Anyone else,
 * and every unknown or forged token, gets the same answer, `private`; a visitor with neither a grant nor a session
 * costs no provider call at all, so not even the time of the answer tells a real token from a made-up one.
 */
export type OrderRead = { kind: 'ok'; tenant: Tenant; order: OrderView } | { kind: 'private' } | { kind: 'unavailable' };

/** The grant cookie to set for `token` on this venue (null without an app secret: then nobody gets one). */
export function orderGrantCookie(tenant: Tenant, token: string, secure: boolean) {
  const secret = authSecret();
  if (!secret) return null;
  return {
    name: grantName(token),
    value: grantValue(secret, tenant.host, token),
    options: { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge: GRANT_MAX_AGE_S },
  };
}

async function holdsGrant(tenant: Tenant, token: string): Promise<boolean> {
  const jar = await cookies();
  return isGrant(authSecret(), tenant.host, token, jar.get(grantName(token))?.value);
}

async function ownsOrder(tenant: Tenant, bearer: string, order: OrderView): Promise<boolean> {
  try {
    const own = await getCustomerOrder({ siteToken: tenant.siteToken, bearer }, String(order.id));
    return own?.token === order.token;
  } catch {
    // An ended session (401) or a provider fault: not shown as the owner's; the grant still works.
    return false;
  }
}

export async function readOrderForRequest(host: string | null, token: string): Promise<OrderRead> {
  const tenant = resolveTenantSafe(host);
  if (!tenant || !isOrderToken(token)) return { kind: 'private' };
  const granted = await holdsGrant(tenant, token);
  const bearer = await getBearer().catch(() => null);
  if (!granted && !bearer) return { kind: 'private' };
  let order: OrderView | null;
  try {
    order = await getOrder({ siteToken: tenant.siteToken, bearer }, token);
  } catch {
    // The provider client has logged the fault with its cause.
    return { kind: 'unavailable' };
  }
  if (!order) return { kind: 'private' };
  if (granted || (bearer && (await ownsOrder(tenant, bearer, order)))) return { kind: 'ok', tenant, order };
  return { kind: 'private' };
}
