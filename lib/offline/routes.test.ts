import { describe, expect, it } from 'vitest';
import { isKeepableResponse, isSignOutPage, isSiteImage, isStaticAsset, isTicketPage } from './routes';

/**
 * Issue 25 item 1: the service worker keeps only the signed-in customer's ticket pages (and the build's hashed
 * files), never API answers, /version.json (the spec's version check) or React Server Component fetches, and
 * forgets the tickets when the customer leaves (sign-out, sign-in).
 */
const O = 'https://venue.example';
const req = (path: string, init: { method?: string; headers?: Record<string, string>; origin?: string } = {}) => ({
  url: new URL(path, init.origin ?? O),
  method: init.method ?? 'GET',
  headers: new Headers(init.headers ?? {}),
});

describe('what the service worker keeps', () => {
  it('keeps the order pages and the gate view', () => {
    for (const p of ['/profile/view-tickets/42?lang=en', '/profile/view-tickets/42?lang=ar', '/profile/view-tickets/42/gate?lang=en']) {
      expect(isTicketPage(req(p), O), p).toBe(true);
    }
  });
  it.each([
    ['another page', req('/events?lang=en')],
    ['the profile', req('/profile/user?lang=en')],
    ['a booking history', req('/profile/event-bookings?lang=en')],
    ['a ticket page of no order number', req('/profile/view-tickets/abc?lang=en')],
    ['an API', req('/api/orders/x/pdf')],
    ['the version check', req('/version.json')],
    ['an RSC fetch by its query', req('/profile/view-tickets/42?lang=en&_rsc=1x')],
    ['an RSC fetch by its header', req('/profile/view-tickets/42?lang=en', { headers: { RSC: '1' } })],
    ['a post', req('/profile/view-tickets/42?lang=en', { method: 'POST' })],
    ['another origin', req('/profile/view-tickets/42?lang=en', { origin: 'https://evil.example' })],
  ])('keeps nothing else: other pages, APIs, the version check, RSC fetches, posts, other origins (%s)', (_what, request) => {
    expect(isTicketPage(request, O)).toBe(false);
  });
  it('the version check and the APIs are no static files', () => {
    expect(isStaticAsset(req('/version.json'), O)).toBe(false);
    expect(isStaticAsset(req('/api/session'), O)).toBe(false);
  });
  it('static files are the hashed build output and the fonts', () => {
    expect(isStaticAsset(req('/_next/static/chunks/app/page-abc.js'), O)).toBe(true);
    expect(isStaticAsset(req('/fonts/noto-sans-arabic-5.3.0-400-700.woff2'), O)).toBe(true);
    expect(isStaticAsset(req('/images/oasis/logo.svg'), O)).toBe(false);
  });
  it("the venue's own images are kept apart (network-first), for the header's logo on a ticket page opened offline", () => {
    expect(isSiteImage(req('/images/oasis/logo.svg'), O)).toBe(true);
    expect(isSiteImage(req('/images/payment-methods.svg'), O)).toBe(true);
    expect(isSiteImage(req('/images/oasis/logo.svg', { origin: 'https://evil.example' }), O)).toBe(false);
    expect(isSiteImage(req('/images/oasis/logo.svg', { method: 'POST' }), O)).toBe(false);
    expect(isSiteImage(req('/images/../api/session'), O)).toBe(false);
    expect(isSiteImage(req('/api/session'), O)).toBe(false);
  });
  it.each([
    ['/logout?lang=en', {}, true],
    ['/logout?expired=1&lang=ar', {}, true],
    ['/login?lang=en', {}, true],
    ['/profile/user?lang=en', {}, false],
    // The header's sign-out link prefetched by the router as it comes into view is not the customer leaving.
    ['/logout?lang=en&_rsc=1x2y3', {}, false],
    ['/logout?lang=en', { rsc: '1' }, false],
    ['/login?lang=en', { 'next-router-prefetch': '1' }, false],
  ] as const)('sign-out and sign-in forget the tickets: %s %o is %s', (path, headers, leaves) => {
    expect(isSignOutPage(req(path, { headers }), O)).toBe(leaves);
  });
  it('keeps a page only when it came back as itself', () => {
    const html = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    expect(isKeepableResponse({ status: 200, redirected: false, headers: html })).toBe(true);
    expect(isKeepableResponse({ status: 200, redirected: true, headers: html })).toBe(false);
    expect(isKeepableResponse({ status: 0, redirected: false, headers: new Headers() })).toBe(false);
    expect(isKeepableResponse({ status: 404, redirected: false, headers: html })).toBe(false);
    expect(isKeepableResponse({ status: 200, redirected: false, headers: new Headers({ 'content-type': 'text/x-component' }) })).toBe(false);
  });
});
