import 'server-only';
import { orderResponseSchema } from '../provider/commerce';
import { authCalls } from '../provider/auth';
import { orderFields, type OrderingCustomer } from '../provider/commerce-shapes';
import { providerRequest } from '../provider/client';
import type { RequestContext } from '../provider/headers';
import { isProviderError } from '../provider/errors';
import type { CheckoutInput } from '../cart/types';
import { orderResult, type CheckoutAnswer } from './request';

/** An order may take the provider longer than a read (payment gateway set-up). */
const ORDER_TIMEOUT_MS = 20_000;

/**
 * POST orders (spec §7; multipart, bearer added here on the server) through the one provider client. The provider's
 * refusal comes back with its message and code (spec §8 order failure: 'Status false with server message and
 * data'); a fault of ours or the provider's is a 502/503 with code `provider_down`, never a thrown error.
 */
export async function placeOrder(opts: {
  input: CheckoutInput;
  bundle: object;
  siteToken: string;
  bearer: string;
  sessionId: string;
  idempotencyKey: string;
  /** The order's isBaps (lib/tenant/journey.ts specialTreatment). */
  specialTreatment: boolean;
  anonymous: boolean;
  returnUrl: string;
  locale: 'en' | 'ar';
  formPost: boolean;
  /** The device's clock as the browser sent it (lib/provider/headers.ts deviceClock; spec §7). */
  clock?: Pick<RequestContext, 'localTime' | 'timeZone'>;
  fetchImpl?: typeof fetch;
}): Promise<CheckoutAnswer> {
  const customer = await orderingCustomer({ siteToken: opts.siteToken, bearer: opts.bearer }, opts.fetchImpl);
  const fields = orderFields(opts.input, opts.bundle, { specialTreatment: opts.specialTreatment, anonymous: opts.anonymous, returnUrl: opts.returnUrl, locale: opts.locale, customer });
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  try {
    const answer = await providerRequest('orders', {
      method: 'POST',
      body: form,
      ctx: { siteToken: opts.siteToken, bearer: opts.bearer, sessionId: opts.sessionId, ...opts.clock },
      headers: { 'idempotency-key': opts.idempotencyKey },
      schema: orderResponseSchema,
      timeoutMs: ORDER_TIMEOUT_MS,
      fetchImpl: opts.fetchImpl,
    });
    if (!answer.data) return { ok: false, status: 502, code: 'provider_down', message: null };
    return orderResult(answer.data, opts.formPost);
  } catch (e) {
    return refusedOrder(e);
  }
}

/**
 * The customer behind the bearer, as the provider knows them (customers/me), for the order's customerId and gender:
 * never what the browser sends. The order goes on without them when the profile cannot be read; the provider
 * knows its customer by the bearer anyway.
 */
async function orderingCustomer(ctx: { siteToken: string; bearer: string }, fetchImpl?: typeof fetch): Promise<OrderingCustomer | null> {
  try {
    const me = fetchImpl ? await authCalls.me(ctx, fetchImpl) : await authCalls.me(ctx);
    return { customerId: String(me.data.id), gender: me.data.gender ?? null };
  } catch {
    return null;
  }
}

/** The provider client's error (logged there once) as the route's answer. */
function refusedOrder(e: unknown): Extract<CheckoutAnswer, { ok: false }> {
  if (!isProviderError(e)) throw e;
  if (e.kind === 'network' || e.kind === 'timeout') return { ok: false, status: 503, code: 'provider_down', message: null };
  if (e.kind === 'invalid-response' || (e.serverMessage === null && e.data === undefined)) return { ok: false, status: 502, code: 'provider_down', message: null };
  const code = (e.data as { code?: unknown } | null | undefined)?.code;
  const message = e.serverMessage?.slice(0, 500) ?? null;
  return {
    ok: false,
    status: e.status >= 500 ? 502 : e.status,
    code: e.status === 401 ? 'session_expired' : typeof code === 'string' ? code.slice(0, 40) : 'refused',
    message,
  };
}
