'use server';
import { cookies, headers } from 'next/headers';
import { z } from '@/lib/zod';
import { requestContext, requestOrigin } from '@/lib/auth/context';
import { failure, fieldErrors, fromProviderError, type ActionResult } from '@/lib/auth/result';
import { formatPrice } from '@/lib/format/price';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { authCalls } from '@/lib/provider/auth';
import { getOrder, isOrderToken } from '@/lib/provider/orders';
import { limitAction, otpLock } from '@/lib/rate-limit/action';
import { resolveTenantSafe } from '@/lib/tenant/tenants';
import { ticketLabelsFor } from '@/lib/tickets/labels';
import { emailField, otpField } from '@/lib/validation/fields';
import { orderGrantCookie } from './access';
import { sameEmail } from './grant';
import { guestOrderTokens } from './guest-orders';
import type { OrderView } from './types';

/**
 * "Find my order" and the private result page's proof (issue 24 item 4): an email and a one-time code sent to it
 * through the provider's email code calls (auth/otp/generate, auth/otp/validate-otp, spec §7; docs/decisions.md),
 * then the orders of that email this browser may now open (each gets its grant, lib/orders/grant.ts). With an order
 * token, the code is only sent when the email is that order's, and every refusal reads the same as a wrong code, so
 * neither the order nor its email is disclosed. Rate-limited as the sign-in codes are (otp-request, otp-verify and
 * the wrong-code lock).
 */
const PURPOSE = 'order';
const tokenField = z.string().max(4096).optional().nullable();
const requestSchema = z.object({ email: emailField, token: tokenField });
const verifySchema = z.object({ email: emailField, code: otpField, token: tokenField, locale: z.string().optional() });

export interface FoundOrder {
  token: string;
  id: number;
  createdAt: string;
  status: string;
  total: string;
  venue: string;
}

async function venue() {
  return resolveTenantSafe((await headers()).get('host'));
}

async function readOrder(siteToken: string, token: string): Promise<OrderView | null> {
  if (!isOrderToken(token)) return null;
  return getOrder({ siteToken, bearer: null }, token);
}

export async function requestOrderCode(input: { email: string; token?: string | null }): Promise<ActionResult> {
  const p = requestSchema.safeParse(input);
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  const tenant = await venue();
  const ctx = await requestContext();
  if (!tenant || !ctx) return failure('unknown_site');
  const limited = await limitAction('otp-request', PURPOSE, p.data.email);
  if (limited) return limited;
  try {
    // With an order's address, only that order's email gets a code; the answer is the same either way.
    const send = p.data.token ? sameEmail((await readOrder(tenant.siteToken, p.data.token))?.customer.email, p.data.email) : true;
    if (send) await authCalls.registrationOtp(ctx, { email: p.data.email, mobile: '' });
  } catch (e) {
    const f = fromProviderError(e);
    if (!f.ok && f.code === 'provider_down') return f;
    console.error(`[orders] the order code for ${tenant.host} was refused — cause: ${f.ok ? 'none' : f.code}`);
  }
  await otpLock.clear(PURPOSE, p.data.email);
  return { ok: true, data: undefined };
}

export async function verifyOrderCode(input: { email: string; code: string; token?: string | null; locale?: string }): Promise<ActionResult<{ orders: FoundOrder[] }>> {
  const p = verifySchema.safeParse(input);
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  const tenant = await venue();
  const ctx = await requestContext();
  if (!tenant || !ctx) return failure('unknown_site');
  const { email, code, token } = p.data;
  const limited = (await otpLock.check(PURPOSE, email)) ?? (await limitAction('otp-verify', PURPOSE, email));
  if (limited) return limited;
  const wrong = async (expired = false) => (await otpLock.wrong(PURPOSE, email)) ?? failure('otp_error', null, { code: expired ? 'otpExpired' : 'otpWrong' });
  let orders: OrderView[];
  try {
    await authCalls.validateOtp(ctx, { otp: code, email, mobile: '' });
  } catch (e) {
    const f = fromProviderError(e);
    if (!f.ok && f.code === 'provider_down') return f;
    return wrong(!f.ok && f.code === 'otp_expired');
  }
  try {
    const tokens = token ? [token] : await guestOrderTokens(tenant.host, email);
    const read = await Promise.all(tokens.map((t) => readOrder(tenant.siteToken, t)));
    orders = read.filter((o): o is OrderView => o !== null && sameEmail(o.customer.email, email));
  } catch {
    return failure('provider_down');
  }
  // The code was right, but not for this order: as a wrong code (nothing said about the order or its email).
  if (token && !orders.length) return wrong();
  await otpLock.clear(PURPOSE, email);
  const jar = await cookies();
  const secure = (await requestOrigin()).startsWith('https:');
  for (const o of orders) {
    const grant = orderGrantCookie(tenant, o.token, secure);
    if (grant) jar.set(grant.name, grant.value, grant.options);
  }
  const locale = p.data.locale && isLocale(p.data.locale) ? p.data.locale : DEFAULT_LOCALE;
  const labels = ticketLabelsFor(locale);
  return {
    ok: true,
    data: {
      orders: orders.map((o) => ({
        token: o.token,
        id: o.id,
        createdAt: o.createdAt,
        status: labels.statusLabel(o.status),
        total: formatPrice(o.total, o.currency),
        venue: pick(o.venue.name, locale),
      })),
    },
  };
}
