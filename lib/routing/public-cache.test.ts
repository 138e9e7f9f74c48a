import { describe, expect, it } from 'vitest';
// Next's own copy, so the patterns are matched exactly as next.config `headers()` matches them.
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { PERSONAL_SEGMENTS, PUBLIC_PAGE_CACHE_CONTROL, PUBLIC_PAGE_SOURCES, publicCacheHeaderRules } from './public-cache.mjs';

const isPublic = (path: string) => PUBLIC_PAGE_SOURCES.some((s) => pathToRegexp(s, [], { strict: true, sensitive: false, delimiter: '/' }).test(path));

// DESIGN §2: public pages are served with "public, s-maxage, stale-while-revalidate"; personal pages never are.
describe('public page Cache-Control rules', () => {
  it('cover the public routes of spec §2', () => {
    for (const p of ['/', '/home', '/events', '/events/12', '/training/3', '/academies', '/academy/4', '/academy/4/packages', '/memberships', '/blogs', '/blog/spring-news', '/outlets', '/outlets/2', '/retail', '/offers', '/media-library', '/about-us', '/terms-and-conditions', '/privacy-policy', '/contact-us'])
      expect(isPublic(p), p).toBe(true);
  });

  it('never cover personal, flow or API routes', () => {
    for (const p of ['/cart', '/login', '/register', '/verify-customer', '/profile', '/profile/user', '/profile/view-tickets/9', '/paymentsuccess/abc', '/paymentfailed', '/checkout', '/customer-support', '/customer-support/4', '/form/x', '/service/2', '/api/session', '/api/provider/verify-time', '/version.json', '/404', '/_next/static/chunks/x.js'])
      expect(isPublic(p), p).toBe(false);
    for (const s of PERSONAL_SEGMENTS) expect(isPublic(`/${s}`), s).toBe(false);
  });

  // Issue 6 §5: the accounts and booking routes now on main (sign-in, logout, profile, cart), in any letter case.
  it('never cover the sign-in, profile and cart routes, whatever their case', () => {
    for (const p of ['/logout', '/forgot-password', '/reset-password', '/Login', '/LOGOUT', '/Cart', '/Profile', '/Profile/user', '/profile/user/', '/verify-customer', '/Verify-Customer', '/event-invite'])
      expect(isPublic(p), p).toBe(false);
  });

  it('apply only with a valid lang and say public, s-maxage, stale-while-revalidate', () => {
    for (const rule of publicCacheHeaderRules()) {
      expect(rule.has).toEqual([{ type: 'query', key: 'lang', value: '(?:en|ar)' }]);
      expect(rule.headers).toEqual([{ key: 'Cache-Control', value: PUBLIC_PAGE_CACHE_CONTROL }]);
    }
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/^public, s-maxage=300, stale-while-revalidate=\d+$/);
  });
});
