import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { orderDetailSchema } from '@/lib/provider/commerce';
import { ProviderError } from '@/lib/provider/errors';
import { reshapeOrder } from '@/lib/orders/reshape';
import { arabicVenueOrder } from '@/lib/orders/__fixtures__/orders';
import type { OrderView } from '@/lib/orders/types';

vi.mock('server-only', () => ({}));
const bearer = vi.fn<() => Promise<string | null>>();
vi.mock('@/lib/auth/bearer', () => ({ getBearer: () => bearer() }));
// The browser's cookies (lib/orders/access.ts reads the order's grant there).
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({ cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }) }));
const customerOrder = vi.fn<(ctx: unknown, id: string) => Promise<OrderView | null>>();
vi.mock('@/lib/provider/self-service-calls', () => ({ getCustomerOrder: (ctx: unknown, id: string) => customerOrder(ctx, id) }));
const getOrder = vi.fn<(ctx: unknown, token: string) => Promise<OrderView | null>>();
vi.mock('@/lib/provider/orders', async (importOriginal) => ({ ...(await importOriginal<object>()), getOrder: (ctx: unknown, token: string) => getOrder(ctx, token) }));
const { GET } = await import('@/app/api/orders/[token]/pdf/route');

const order = reshapeOrder(orderDetailSchema.parse(arabicVenueOrder));
const TOKEN = 'tok_ar_7f3c9d2a1b';

function call(query: string, { token = TOKEN, host = 'localhost' } = {}) {
  const req = new NextRequest(`http://${host}/api/orders/${token}/pdf${query}`, { headers: { host } });
  return GET(req, { params: Promise.resolve({ token }) });
}

beforeEach(() => {
  getOrder.mockReset();
  getOrder.mockResolvedValue(order);
  bearer.mockResolvedValue('bearer-1');
  // The signed-in visitor owns the order (the provider's customers/orders/{id} answers it).
  customerOrder.mockReset();
  customerOrder.mockResolvedValue(order);
  jar.clear();
});

// docs/commerce.md: GET /api/orders/{token}/pdf?kind=tickets|receipt&lang=en|ar
describe('the tickets and receipt PDF route', { timeout: 60_000 }, () => {
  it('answers a PDF attachment, never cached, for the order of the venue the host names', async () => {
    const res = await call('?kind=receipt&lang=ar');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="receipt-4021-ar.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(getOrder).toHaveBeenCalledWith({ siteToken: 'oasis-site-token', bearer: 'bearer-1' }, TOKEN);
  });

  it('tickets by default kind; a bad kind or language is 400 in the language asked for (English otherwise)', async () => {
    expect((await call('?lang=en')).headers.get('content-disposition')).toBe('attachment; filename="tickets-4021-en.pdf"');
    const badKind = await call('?kind=invoice&lang=ar');
    expect(badKind.status).toBe(400);
    expect(await badKind.text()).toBe('رابط التنزيل هذا غير صالح.');
    const badLang = await call('?kind=tickets&lang=fr');
    expect(badLang.status).toBe(400);
    expect(await badLang.text()).toBe('This download link is not valid.');
  });

  it('an unknown order, an impossible token or an unknown host is 404 without asking for a PDF', async () => {
    getOrder.mockResolvedValue(null);
    const res = await call('?kind=tickets&lang=en');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('This order was not found.');
    getOrder.mockClear();
    expect((await call('?kind=tickets', { token: 'x' })).status).toBe(404);
    expect((await call('?kind=tickets', { host: 'unknown.invalid' })).status).toBe(404);
    expect(getOrder).not.toHaveBeenCalled();
  });

  it('a provider fault is 502 with a short message, never 500', async () => {
    getOrder.mockRejectedValue(new ProviderError({ kind: 'timeout', path: 'orders/x' }));
    const res = await call('?kind=receipt&lang=ar');
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe('تعذّر تجهيز تذاكرك الآن. يُرجى المحاولة مرة أخرى بعد قليل.');
  });

  it('tickets of an order that is not paid are not handed out; its receipt is', async () => {
    getOrder.mockResolvedValue({ ...order, status: 'approval_required' });
    const res = await call('?kind=tickets&lang=en');
    expect(res.status).toBe(409);
    expect(await res.text()).toBe('Tickets are available once the order is paid.');
    expect((await call('?kind=receipt&lang=en')).status).toBe(200);
    getOrder.mockResolvedValue({ ...order, tickets: [] });
    expect((await call('?kind=tickets&lang=en')).status).toBe(404);
  });

  // Issue 24 item 4: the PDFs are the order's own browser's or its signed-in owner's; to anyone else a real token
  // answers as a made-up one.
  it("another customer's session gets the unknown order's 404, with nothing rendered", async () => {
    customerOrder.mockResolvedValue(null);
    const res = await call('?kind=tickets&lang=en');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('This order was not found.');
    expect(customerOrder).toHaveBeenCalledWith({ siteToken: 'oasis-site-token', bearer: 'bearer-1' }, String(order.id));
  });

  it('no session and no grant: 404 without even asking the provider', async () => {
    bearer.mockResolvedValue(null);
    const res = await call('?kind=receipt&lang=en');
    expect(res.status).toBe(404);
    expect(getOrder).not.toHaveBeenCalled();
  });

  it("the browser that placed the order (its signed grant) gets the PDF without signing in; a forged grant does not", async () => {
    bearer.mockResolvedValue(null);
    const { grantName, grantValue } = await import('@/lib/orders/grant');
    const { authSecret } = await import('@/lib/auth/secret');
    jar.set(grantName(TOKEN), 'forged-value-of-the-right-length-0123456789');
    expect((await call('?kind=receipt&lang=en')).status).toBe(404);
    jar.set(grantName(TOKEN), grantValue(authSecret()!, 'localhost', TOKEN));
    expect((await call('?kind=receipt&lang=en')).status).toBe(200);
    expect(customerOrder).not.toHaveBeenCalled();
  });
});
