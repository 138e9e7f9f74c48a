import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { currentSession } from '@/lib/auth/current-session';
import { getBearer } from '@/lib/auth/bearer';
import { deviceClock } from '@/lib/provider/headers';
import { resolveTenant } from '@/lib/tenant/tenants';
import { loadSite } from '@/lib/tenant/site';
import { fieldErrors } from '@/lib/auth/result';
import { checkoutRequestSchema, type CheckoutAnswer } from '@/lib/checkout/request';
import { IDEMPOTENCY_KEY, Once } from '@/lib/checkout/idempotency';
import { sharedStore } from '@/lib/redis/shared-store';
import { placeOrder } from '@/lib/checkout/place-order';
import { guestOrderAllowed } from '@/lib/checkout/who';
import { JOURNEY_COOKIE, specialTreatment } from '@/lib/tenant/journey';
import { limitOrder } from '@/lib/rate-limit/order';
import { orderGrantCookie } from '@/lib/orders/access';
import { rememberGuestOrder } from '@/lib/orders/guest-orders';

/**
 * Places the order (spec §4 order result, §7 POST orders): validates the checkout form, builds the multipart order
 * with the bearer, the browser's sid (its cart/sync holds become the order's) and return_url (this request's
 * origin), and answers each idempotency key's first answer to every repeat. Never cached.
 */
export const dynamic = 'force-dynamic';

// Shared by every instance when REDIS_URL is set (a repeat through another instance gets the first answer).
const once = new Once<CheckoutAnswer>(sharedStore<CheckoutAnswer>('checkout-answers'));
const SID = /^[A-Za-z0-9_-]{8,64}$/;
const MAX_BODY = 300_000;

function answer(a: CheckoutAnswer, repeat = false) {
  const status = a.ok ? 200 : a.status;
  return NextResponse.json(a, { status, headers: { 'cache-control': 'private, no-store', ...(repeat ? { 'idempotent-replay': 'true' } : {}) } });
}
const fail = (status: number, code: string, fields?: Record<string, string>) => answer({ ok: false, status, code, message: null, fields });

function origin(req: NextRequest): string {
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' || req.nextUrl.protocol === 'https:' ? 'https' : 'http';
  return `${proto}://${req.headers.get('host') ?? req.nextUrl.host}`;
}

export async function POST(req: NextRequest) {
  const tenant = resolveTenant(req.headers.get('host'));
  if (!tenant) return fail(404, 'unknown_site');
  const key = req.headers.get('idempotency-key') ?? '';
  if (!IDEMPOTENCY_KEY.test(key)) return fail(400, 'idempotency_key');
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY) return fail(413, 'too_large');
  const text = await req.text().catch(() => '');
  if (text.length > MAX_BODY) return fail(413, 'too_large');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail(400, 'malformed');
  }
  const parsed = checkoutRequestSchema.safeParse(raw);
  if (!parsed.success) return fail(422, 'invalid', fieldErrors(parsed.error.issues.map((i) => ({ ...i, path: i.path[0] === 'payer' ? i.path.slice(1) : i.path }))));
  const body = parsed.data;

  const bearer = await getBearer();
  if (!bearer) return fail(401, 'login_required');
  // Issue 26: orders per account and address; an idempotency key's repeats are free (lib/rate-limit/order.ts).
  const limited = await limitOrder(req.headers, bearer, key, body.locale);
  if (limited) return limited;
  const session = await currentSession();
  const anonymous = Boolean((session?.user as { anonymous?: boolean } | undefined)?.anonymous);
  // Spec §6: a guest checks out facility and event items only.
  if (anonymous && !guestOrderAllowed(body.bundle)) return fail(403, 'guest_not_allowed');
  const knownSid = req.cookies.get('sid')?.value;
  const sid = knownSid && SID.test(knownSid) ? knownSid : crypto.randomUUID();

  const state = await loadSite(tenant.host).catch(() => null);
  if (!state || state.kind !== 'ok') return fail(503, 'provider_down');

  // Keys are scoped to the venue and this session: another visitor's key answers nothing of this one's.
  const scope = createHash('sha256').update(bearer).digest('base64url').slice(0, 22);
  const { value, repeat } = await once.run(`${tenant.host} ${scope} ${key}`, () =>
    placeOrder({
      input: {
        payment: { method: body.payment.method, cardId: body.payment.cardId ?? null, saveCard: body.payment.saveCard },
        payer: body.payer,
        promotionCode: body.promotionCode ?? null,
        memberCardNumber: body.memberCardNumber ?? null,
        orderNotes: body.orderNotes ?? null,
      },
      bundle: body.bundle,
      siteToken: tenant.siteToken,
      bearer,
      sessionId: sid,
      idempotencyKey: key,
      specialTreatment: specialTreatment({ journeyValue: tenant.journeyValue, journeyCookie: req.cookies.get(JOURNEY_COOKIE)?.value, specialMode: state.site.specialMode }),
      anonymous,
      returnUrl: origin(req),
      locale: body.locale,
      formPost: tenant.paymentFormPost,
      clock: deviceClock((name) => req.headers.get(name)),
    }),
  );
  const out = answer(value, repeat);
  // Issue 24 item 4: this browser may see the order it placed (its grant); a guest's order can be found again by email.
  if (value.ok) {
    const grant = orderGrantCookie(tenant, value.token, req.nextUrl.protocol === 'https:');
    if (grant) out.cookies.set(grant.name, grant.value, grant.options);
    if (anonymous && !repeat) await rememberGuestOrder(tenant.host, body.payer.email, value.token).catch(() => undefined);
  }
  if (sid !== knownSid) out.cookies.set('sid', sid, { httpOnly: true, sameSite: 'lax', path: '/', secure: req.nextUrl.protocol === 'https:' });
  return out;
}
