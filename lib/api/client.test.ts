import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';

const logout = vi.fn(async () => undefined);
vi.mock('../auth/actions', () => ({ logout }));
let sessionUser: { name: string; anonymous: boolean; member: boolean; partner: boolean } | null = { name: 'Layla', anonymous: false, member: false, partner: false };
vi.mock('./session', () => ({ fetchSession: async () => sessionUser }));

const { api, ApiError, SessionExpiredError } = await import('./client');
const { capacityFromServer, refusalMessage } = await import('./refusals');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(res: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => res());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the islands\' client for /api/provider (DESIGN §3, spec §7, §8)', () => {
  it('builds the BFF path with query and array parameters and sends the device time and zone', async () => {
    const f = stubFetch(() => json({ status: true, data: 1 }));
    await api.get('facilities/schedule', { query: { venue_service_id: 3, game_formations: [1, 2], empty: '', none: undefined } });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('/api/provider/facilities/schedule?venue_service_id=3&game_formations%5B%5D=1&game_formations%5B%5D=2');
    const headers = new Headers(init.headers);
    expect(headers.get('x-local-time')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(headers.get('x-time-zone')).toBeTruthy();
    expect(init.method).toBe('GET');
  });

  it('reads the device zone through Temporal where the browser has it (spec §7 zone header without ICU start-up)', async () => {
    vi.resetModules();
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Dubai' } });
    const fresh = await import('./client');
    const f = stubFetch(() => json({ status: true, data: 1 }));
    await fresh.api.get('verify-time');
    expect(new Headers(f.mock.calls[0]![1].headers).get('x-time-zone')).toBe('Asia/Dubai');
  });

  it('sends JSON bodies as JSON and FormData as is', async () => {
    const f = stubFetch(() => json({ status: true }));
    await api.post('cart/sync', { body: { products: [1] } });
    expect(f.mock.calls[0]![1].body).toBe('{"products":[1]}');
    expect(new Headers(f.mock.calls[0]![1].headers).get('content-type')).toBe('application/json');
    const form = new FormData();
    await api.post('file/save/data', { body: form });
    expect(f.mock.calls[1]![1].body).toBe(form);
    expect(new Headers(f.mock.calls[1]![1].headers).get('content-type')).toBeNull();
  });

  it('parses with a schema; a broken answer is a 502 ApiError', async () => {
    const schema = z.object({ status: z.boolean(), data: z.object({ n: z.number() }) });
    stubFetch(() => json({ status: true, data: { n: 2 } }));
    await expect(api.get('x', { schema })).resolves.toEqual({ status: true, data: { n: 2 } });
    stubFetch(() => json({ status: true, data: { n: 'two' } }));
    await expect(api.get('x', { schema })).rejects.toMatchObject({ status: 502 });
  });

  it('a refusal carries status, the provider message and data, HTTP error or status:false alike', async () => {
    stubFetch(() => json({ status: false, message: 'remaining capacity is 2, requested capacity is 5', data: { a: 1 } }, 409));
    const e = await api.post('cart/sync').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 409, serverMessage: 'remaining capacity is 2, requested capacity is 5', data: { a: 1 } });
    expect(capacityFromServer(e)).toEqual({ key: 'capacityRemaining', remaining: 2, requested: 5 });
    stubFetch(() => json({ status: false, message: 'No', data: { message: 'Inner' } }));
    const e2 = await api.get('leads').catch((x: unknown) => x);
    expect(e2).toMatchObject({ status: 200, serverMessage: 'No' });
    expect(refusalMessage(e2, 'fallback')).toBe('Inner');
    expect(refusalMessage(new Error('x'), 'fallback')).toBe('fallback');
  });

  it("calls the storefront's own routes as they are, with extra headers; their refusal's data is the whole answer", async () => {
    const f = stubFetch(() => json({ ok: false, status: 409, code: 'sold_out', message: 'Sold out' }, 409));
    const e = await api.post('/api/checkout/order', { body: { a: 1 }, headers: { 'idempotency-key': 'k-123456789' } }).catch((x: unknown) => x);
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('/api/checkout/order');
    expect(new Headers(init.headers).get('idempotency-key')).toBe('k-123456789');
    // Spec §7: a route that acts at the provider (here the order) gets the device's clock to forward.
    expect(new Headers(init.headers).get('x-local-time')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 409, serverMessage: 'Sold out', data: { code: 'sold_out' } });
  });

  it("reads of the storefront's own routes (the session check) build no time headers: no zone read at a page's start", async () => {
    const f = stubFetch(() => json({ user: null }));
    await api.get('/api/session');
    const [, init] = f.mock.calls[0]!;
    expect(new Headers(init.headers).get('x-local-time')).toBeNull();
    expect(new Headers(init.headers).get('x-time-zone')).toBeNull();
  });

  // Runs before the test below: the client signs out at most once per page.
  it('a 401 met while /logout is ending the session is no expiry: no second sign-out, no redirect to /login', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/logout', search: '?lang=en', assign } });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    stubFetch(() => json({ status: false }, 401));
    await expect(api.get('customers/me')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(logout).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a guest or nobody meeting a 401 is not sent to /login: a guest session ends on purpose when its cart empties (spec §4, §6)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/paymentsuccess/abc', search: '?lang=en', assign } });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    stubFetch(() => json({ status: false }, 401));
    for (const user of [{ name: 'Sara Guest', anonymous: true, member: false, partner: false }, null]) {
      sessionUser = user;
      await expect(api.get('customers/me')).rejects.toMatchObject({ name: 'SessionExpiredError', leaving: false });
    }
    expect(logout).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    sessionUser = { name: 'Layla', anonymous: false, member: false, partner: false };
  });

  it('a 401 signs out once and goes to /login with the way back (spec §8)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/events/1', search: '?lang=ar', assign } });
    vi.stubGlobal('document', { documentElement: { lang: 'ar' } });
    stubFetch(() => json({ status: false, sessionExpired: true }, 401));
    await expect(api.get('customers/me')).rejects.toMatchObject({ name: 'SessionExpiredError', leaving: true, data: { sessionExpired: true } });
    await expect(api.get('customers/me')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(assign.mock.calls[0]![0] as string, 'http://x');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('error')).toBe('SessionExpired');
    expect(target.searchParams.get('lang')).toBe('ar');
    expect(target.searchParams.get('nextUrl')).toBe('/events/1?lang=ar');
  });
});
