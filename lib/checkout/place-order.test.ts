import { describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));
const { placeOrder } = await import('./place-order');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const base = {
  input: { payment: { method: 'card' as const }, payer: { firstName: 'Layla', lastName: 'Haddad', email: 'l@example.com', mobile: '+971501234567' } },
  bundle: { event: [{ event_id: 1, event_ticket_id: 2, schedule_id: 3, quantity: 1 }] },
  siteToken: '',
  bearer: 'b',
  sessionId: 'sid-12345678',
  idempotencyKey: 'key-1234567890',
  specialTreatment: false,
  anonymous: false,
  returnUrl: 'http://localhost:3000',
  locale: 'en' as const,
  formPost: false,
};
/** The provider: customers/me answers the bearer's customer (or `me`), every other call the stub under test. */
const withMe =
  (fetchImpl: typeof fetch, me: () => Promise<Response> = async () => json({ status: true, data: { id: 42, first_name: 'Layla', gender: 'Female' } })) =>
  (async (u: string | URL | Request, i?: RequestInit) => (String(u).endsWith('/customers/me') ? me() : fetchImpl(u, i))) as typeof fetch;
const order = (fetchImpl: typeof fetch) => placeOrder({ ...base, fetchImpl: withMe(fetchImpl) });

describe('POST orders through the provider client (spec §4 order result, §7, §8 order failure)', () => {
  it('sends multipart with the bearer and the idempotency key, and answers the order result', async () => {
    const f = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) =>
      json({ status: true, data: { pg: 'sandbox', url: 'http://pay/1', transactionId: 't1', isApprovalRequired: false, token: 'tok', order_id: 7 } }),
    );
    await expect(order(f as typeof fetch)).resolves.toEqual({ ok: true, token: 'tok', orderId: 7, result: 'redirect', payment: { url: 'http://pay/1', transactionId: 't1', formPost: false } });
    const [url, init] = f.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v2\/orders$/);
    expect(init!.body).toBeInstanceOf(FormData);
    expect((init!.body as FormData).get('mobile')).toBe('+971501234567');
    const headers = new Headers(init!.headers);
    expect(headers.get('idempotency-key')).toBe('key-1234567890');
    expect(headers.get('authorization')).toBe('Bearer b');
  });
  it("spec §7: the order carries the device's local time and zone the browser sent, else now in the venue's zone", async () => {
    const f = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) =>
      json({ status: true, data: { pg: 'sandbox', url: 'http://pay/1', transactionId: 't1', isApprovalRequired: false, token: 'tok', order_id: 7 } }),
    );
    await placeOrder({ ...base, clock: { localTime: '2026-11-28 09:15:00', timeZone: 'Europe/London' }, fetchImpl: withMe(f as typeof fetch) });
    const sent = new Headers(f.mock.calls[0]![1]!.headers);
    expect(sent.get('x-local-time')).toBe('2026-11-28 09:15:00');
    expect(sent.get('x-time-zone')).toBe('Europe/London');
    await order(f as typeof fetch);
    const fallback = new Headers(f.mock.calls[1]![1]!.headers);
    expect(fallback.get('x-time-zone')).toBe('Asia/Dubai');
    expect(fallback.get('x-local-time')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
  it("a refusal keeps the provider's status, code and message", async () => {
    const f = async () => json({ status: false, message: 'You are exceeding allowed credit limit', data: { code: 'credit_limit' } }, 422);
    await expect(order(f as typeof fetch)).resolves.toEqual({ ok: false, status: 422, code: 'credit_limit', message: 'You are exceeding allowed credit limit' });
    const expired = async () => json({ status: false, message: 'Unauthenticated' }, 401);
    await expect(order(expired as typeof fetch)).resolves.toMatchObject({ ok: false, status: 401, code: 'session_expired' });
  });
  it('a fault is provider_down: network 503; a 5xx, no JSON or a broken answer 502', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(order(down as typeof fetch)).resolves.toEqual({ ok: false, status: 503, code: 'provider_down', message: null });
    const html = async () => new Response('<html>', { status: 500 });
    await expect(order(html as typeof fetch)).resolves.toEqual({ ok: false, status: 502, code: 'provider_down', message: null });
    const broken = async () => json({ status: true, data: { token: 1 } });
    await expect(order(broken as typeof fetch)).resolves.toEqual({ ok: false, status: 502, code: 'provider_down', message: null });
    const failed = async () => json({ status: false, message: 'Boom' }, 500);
    await expect(order(failed as typeof fetch)).resolves.toEqual({ ok: false, status: 502, code: 'refused', message: 'Boom' });
    spy.mockRestore();
  });
  it("spec §3 order payload customerId and gender: the provider's record of the bearer's customer, never the browser's", async () => {
    const placed = json({ status: true, data: { pg: null, url: null, transactionId: null, isApprovalRequired: false, token: 'tok', order_id: 8 } });
    const f = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) => placed.clone());
    await order(f as typeof fetch);
    const sent = f.mock.calls[0]![1]!.body as FormData;
    expect([sent.get('customerId'), sent.get('gender')]).toEqual(['42', 'Female']);
    // The profile cannot be read: the order goes on without them (the provider knows its customer by the bearer).
    const g = vi.fn(async (_u: string | URL | Request, _i?: RequestInit) => placed.clone());
    await placeOrder({ ...base, fetchImpl: withMe(g as typeof fetch, async () => new Response('down', { status: 503 })) });
    const without = g.mock.calls[0]![1]!.body as FormData;
    expect([without.get('customerId'), without.get('gender')]).toEqual([null, null]);
  });
});
