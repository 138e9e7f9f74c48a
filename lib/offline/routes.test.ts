import { describe, expect, it } from 'vitest';
import { isKeepableResponse, isSignOutPage, isStaticAsset, isTicketPage } from './routes';

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
  it('keeps nothing else: other pages, APIs, the version check, RSC fetches, posts, other origins', () => {
    expect(isTicketPage(req('/events?lang=en'), O)).toBe(false);
    expect(isTicketPage(req('/profile/user?lang=en'), O)).toBe(false);
    expect(isTicketPage(req('/profile/event-bookings?lang=en'), O)).toBe(false);
    expect(isTicketPage(req('/profile/view-tickets/abc?lang=en'), O)).toBe(false);
    expect(isTicketPage(req('/api/orders/x/pdf'), O)).toBe(false);
    expect(isTicketPage(req('/version.json'), O)).toBe(false);
    expect(isTicketPage(req('/profile/view-tickets/42?lang=en&_rsc=1x'), O)).toBe(false);
    expect(isTicketPage(req('/profile/view-tickets/42?lang=en', { headers: { RSC: '1' } }), O)).toBe(false);
    expect(isTicketPage(req('/profile/view-tickets/42?lang=en', { method: 'POST' }), O)).toBe(false);
    expect(isTicketPage(req('/profile/view-tickets/42?lang=en', { origin: 'https://evil.example' }), O)).toBe(false);
    expect(isStaticAsset(req('/version.json'), O)).toBe(false);
    expect(isStaticAsset(req('/api/session'), O)).toBe(false);
  });
  it('static files are the hashed build output and the fonts', () => {
    expect(isStaticAsset(req('/_next/static/chunks/app/page-abc.js'), O)).toBe(true);
    expect(isStaticAsset(req('/fonts/noto-sans-arabic-5.3.0-400-700.woff2'), O)).toBe(true);
    expect(isStaticAsset(req('/images/oasis/logo.svg'), O)).toBe(false);
  });
  it('sign-out and sign-in forget the tickets', () => {
    expect(isSignOutPage(req('/logout?lang=en'), O)).toBe(true);
    expect(isSignOutPage(req('/logout?expired=1&lang=ar'), O)).toBe(true);
    expect(isSignOutPage(req('/login?lang=en'), O)).toBe(true);
    expect(isSignOutPage(req('/profile/user?lang=en'), O)).toBe(false);
    // The header's sign-out link prefetched by the router as it comes into view is not the customer leaving.
    expect(isSignOutPage(req('/logout?lang=en&_rsc=1x2y3'), O)).toBe(false);
    expect(isSignOutPage(req('/logout?lang=en', { headers: { rsc: '1' } }), O)).toBe(false);
    expect(isSignOutPage(req('/login?lang=en', { headers: { 'next-router-prefetch': '1' } }), O)).toBe(false);
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
