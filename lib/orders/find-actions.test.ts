import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderError } from '@/lib/provider/errors';
import { arabicVenueOrderView } from '@/lib/orders/__fixtures__/orders';
import type { OrderView } from '@/lib/orders/types';
import { grantName, grantValue } from './grant';

vi.mock('server-only', () => ({}));
const set = vi.fn();
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost' }),
  cookies: async () => ({ set, get: () => undefined }),
}));
const sent = vi.fn(async (..._a: unknown[]) => ({ status: true, message: 'OTP sent to your email' }));
const validated = vi.fn(async (..._a: unknown[]) => ({ status: true, message: 'OTP verified' }));
vi.mock('@/lib/provider/auth', () => ({ authCalls: { registrationOtp: (...a: unknown[]) => sent(...a), validateOtp: (...a: unknown[]) => validated(...a) } }));
const getOrder = vi.fn<(ctx: unknown, token: string) => Promise<OrderView | null>>();
vi.mock('@/lib/provider/orders', async (orig) => ({ ...(await orig<object>()), getOrder: (ctx: unknown, token: string) => getOrder(ctx, token) }));
const remembered = vi.fn(async (..._a: unknown[]): Promise<string[]> => []);
vi.mock('./guest-orders', () => ({ guestOrderTokens: (...a: unknown[]) => remembered(...a) }));
const limited = vi.fn(async (..._a: unknown[]): Promise<unknown> => null);
vi.mock('@/lib/rate-limit/action', () => ({
  limitAction: (...a: unknown[]) => limited(...a),
  otpLock: { check: async () => null, wrong: async () => null, clear: async () => undefined },
}));

const { requestOrderCode, verifyOrderCode } = await import('./find-actions');
const order: OrderView = { ...arabicVenueOrderView(), token: 'tok_guest_123456', customer: { name: 'Sara Guest', email: 'Sara.Guest@example.com', mobile: null } };

beforeEach(() => {
  for (const f of [set, sent, validated, getOrder, remembered, limited]) f.mockClear();
  getOrder.mockResolvedValue(order);
  remembered.mockResolvedValue([]);
  limited.mockResolvedValue(null);
  validated.mockResolvedValue({ status: true, message: 'OTP verified' });
});

// Issue 24 item 4: "anyone else with the address is asked to prove it (... a one-time code to the order's email)";
// "a forged or guessed order token shows nothing and reveals nothing (same answer as a wrong one)".
describe("the private result page's email proof", () => {
  it("sends the code only when the typed email is the order's; the answer is the same either way", async () => {
    expect(await requestOrderCode({ email: 'other@example.com', token: order.token })).toEqual({ ok: true, data: undefined });
    expect(sent).not.toHaveBeenCalled();
    expect(await requestOrderCode({ email: 'sara.guest@example.com', token: order.token })).toEqual({ ok: true, data: undefined });
    expect(sent).toHaveBeenCalledWith({ siteToken: 'oasis-site-token', bearer: null }, { email: 'sara.guest@example.com', mobile: '' });
  });

  it('a made-up token answers as a real one and sends nothing', async () => {
    getOrder.mockResolvedValue(null);
    expect(await requestOrderCode({ email: 'sara.guest@example.com', token: 'tok_made_up_0000' })).toEqual({ ok: true, data: undefined });
    expect(await requestOrderCode({ email: 'sara.guest@example.com', token: '../../etc' })).toEqual({ ok: true, data: undefined });
    expect(sent).not.toHaveBeenCalled();
  });

  it("a right code for another email reads as a wrong code; the order's email and code grant this browser the order", async () => {
    const wrongEmail = await verifyOrderCode({ email: 'other@example.com', code: '123456', token: order.token });
    validated.mockRejectedValueOnce(new ProviderError({ kind: 'http', path: 'auth/otp/validate-otp', status: 422, serverMessage: 'Invalid OTP', data: { code: 'otp_invalid' } }));
    const wrongCode = await verifyOrderCode({ email: 'sara.guest@example.com', code: '654321', token: order.token });
    expect(wrongEmail).toEqual(wrongCode);
    expect(wrongEmail).toMatchObject({ ok: false, code: 'otp_error', fields: { code: 'otpWrong' } });
    expect(set).not.toHaveBeenCalled();
    const ok = await verifyOrderCode({ email: 'sara.guest@example.com', code: '123456', token: order.token, locale: 'en' });
    expect(ok).toMatchObject({ ok: true, data: { orders: [{ token: order.token, id: order.id }] } });
    expect(set).toHaveBeenCalledWith(grantName(order.token), grantValue('development-only-secret-not-for-production-use', 'localhost', order.token), expect.objectContaining({ httpOnly: true, sameSite: 'lax', path: '/' }));
  });
});

describe('Find my order', () => {
  it("lists the remembered guest orders of the proven email (only those still on that email) and grants each", async () => {
    remembered.mockResolvedValue([order.token, 'tok_other_999999']);
    getOrder.mockImplementation(async (_ctx, token) => (token === order.token ? order : { ...order, token, customer: { ...order.customer, email: 'x@example.com' } }));
    const r = await verifyOrderCode({ email: 'sara.guest@example.com', code: '123456', locale: 'ar' });
    expect(r.ok && r.data.orders.map((o) => o.token)).toEqual([order.token]);
    expect(set).toHaveBeenCalledTimes(1);
    // An email with no guest orders: an empty list, not an error.
    remembered.mockResolvedValue([]);
    expect(await verifyOrderCode({ email: 'nobody@example.com', code: '123456' })).toEqual({ ok: true, data: { orders: [] } });
  });

  it('over the OTP limits nothing is sent or checked', async () => {
    limited.mockResolvedValue({ ok: false, code: 'rate_limited', message: 'Too many tries', fields: undefined });
    expect(await requestOrderCode({ email: 'sara.guest@example.com' })).toMatchObject({ code: 'rate_limited' });
    expect(await verifyOrderCode({ email: 'sara.guest@example.com', code: '123456' })).toMatchObject({ code: 'rate_limited' });
    expect(sent).not.toHaveBeenCalled();
    expect(validated).not.toHaveBeenCalled();
    expect(limited).toHaveBeenCalledWith('otp-request', 'order', 'sara.guest@example.com');
    expect(limited).toHaveBeenCalledWith('otp-verify', 'order', 'sara.guest@example.com');
  });
});
