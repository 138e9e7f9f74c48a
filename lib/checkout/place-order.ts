import 'server-only';
import { orderResponseSchema } from '../provider/commerce';
import { buildUrl, venueContext } from '../provider/client';
import { providerHeaders } from '../provider/headers';
import { orderFields, type CheckoutInput } from '../cart/order';
import { orderResult, type CheckoutAnswer } from './request';

/**
 * POST orders (spec §7; multipart, bearer added here on the server). The provider's refusal comes back with its
 * message and code (spec §8 order failure: 'Status false with server message and data'); a fault of ours or the
 * provider's is a 502/503 with code `provider_down`, never a thrown error.
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
  fetchImpl?: typeof fetch;
}): Promise<CheckoutAnswer> {
  const fields = orderFields(opts.input, opts.bundle, { specialTreatment: opts.specialTreatment, anonymous: opts.anonymous, returnUrl: opts.returnUrl, locale: opts.locale });
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const ctx = await venueContext({ siteToken: opts.siteToken, bearer: opts.bearer, sessionId: opts.sessionId }, opts.fetchImpl);
  const headers = { ...providerHeaders(ctx), 'idempotency-key': opts.idempotencyKey };
  let res: Response;
  try {
    res = await (opts.fetchImpl ?? fetch)(buildUrl('orders'), { method: 'POST', headers, body: form, signal: AbortSignal.timeout(20_000), cache: 'no-store' });
  } catch (e) {
    console.error(`[checkout] orders network error — cause: ${(e as Error).message}`);
    return { ok: false, status: 503, code: 'provider_down', message: null };
  }
  const body = (await res.json().catch(() => null)) as { status?: unknown; message?: unknown; data?: unknown } | null;
  if (!body) {
    console.error(`[checkout] orders answered ${res.status} without JSON`);
    return { ok: false, status: 502, code: 'provider_down', message: null };
  }
  if (!res.ok || body.status === false) {
    const code = (body.data as { code?: unknown } | null)?.code;
    const message = typeof body.message === 'string' ? body.message.slice(0, 500) : null;
    if (res.status >= 500) console.error(`[checkout] orders failed ${res.status}: ${message ?? ''}`);
    return { ok: false, status: res.status >= 500 ? 502 : res.status, code: res.status === 401 ? 'session_expired' : typeof code === 'string' ? code.slice(0, 40) : 'refused', message };
  }
  const parsed = orderResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.data) {
    console.error('[checkout] orders answer does not match the contract');
    return { ok: false, status: 502, code: 'provider_down', message: null };
  }
  return orderResult(parsed.data.data, opts.formPost);
}
