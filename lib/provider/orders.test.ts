import { afterEach, describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));
import { arabicVenueOrder } from '@/lib/orders/__fixtures__/orders';
import { ProviderError } from './errors';
import { getOrder } from './orders';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('getOrder (GET orders/{token}, docs/commerce.md)', () => {
  it('asks for the token with the site token and reshapes the answer', async () => {
    const fetchMock = answer(200, { status: true, data: arabicVenueOrder });
    vi.stubGlobal('fetch', fetchMock);
    const order = await getOrder({ siteToken: 'site-1' }, 'tok_ar_7f3c9d2a1b');
    expect(order?.venue.name.ar).toBe('نادي الواحة الرياضي');
    // The venue's config is read first for its identity (venue-identity.ts); the order call comes last.
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/v2\/orders\/tok_ar_7f3c9d2a1b$/);
    expect((init.headers as Record<string, string>)['x-site-token']).toBe('site-1');
  });

  it('an unknown token (404) is null, and a token that cannot be one is never sent', async () => {
    const fetchMock = answer(404, { status: false, message: 'Order not found' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await getOrder({}, 'tok_unknown_1')).toBeNull();
    expect(await getOrder({}, '../customers/balances')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a bearer the provider no longer knows (401) is dropped: the order is asked for again by its token alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const bearer = (init.headers as Record<string, string>).authorization;
      return bearer
        ? new Response(JSON.stringify({ status: false, message: 'Unauthenticated' }), { status: 401, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ status: true, data: arabicVenueOrder }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const order = await getOrder({ siteToken: 'site-1', bearer: 'ended-guest-token' }, 'tok_ar_7f3c9d2a1b');
    expect(order?.id).toBe(4021);
    const orderCalls = fetchMock.mock.calls.filter(([url]) => /\/orders\//.test(url));
    expect(orderCalls.map(([, init]) => Boolean((init.headers as Record<string, string>).authorization))).toEqual([true, false]);
  });

  it('a provider fault is thrown as a ProviderError, not read as "not found"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', answer(500, { status: false, message: 'boom' }));
    await expect(getOrder({}, 'tok_ar_7f3c9d2a1b')).rejects.toBeInstanceOf(ProviderError);
    vi.stubGlobal('fetch', answer(200, { status: true, data: { order_id: 'x' } }));
    await expect(getOrder({}, 'tok_ar_7f3c9d2a1b')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
