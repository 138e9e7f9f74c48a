import { NextResponse, type NextRequest } from 'next/server';
import { decide } from '@/lib/routing/middleware-rules';
import { hasSessionCookie, LOCALE_COOKIE } from '@/lib/auth/session-cookie';
import { sectionsForHost } from '@/lib/tenant/sections-cache';

/**
 * Decides, never renders (DESIGN §2): adds `lang` when absent, gates the profile's section pages by the venue's
 * navigation and sends visitors without a session from login-required routes to /login. The host+locale rewrite
 * lives in next.config.mjs. The matcher keeps the middleware off requests it has nothing to decide: public section
 * pages with a valid `lang` never reach it (their gate is the section layout, lib/routing/section-gate.ts, inside
 * the cached render: a middleware on every cached page cost a third of the rate, issue 14 §6).
 */
export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const decision = decide({
    pathname,
    search: search.replace(/^\?/, ''),
    preferredLocale: req.cookies.get(LOCALE_COOKIE)?.value ?? null,
    hasSession: hasSessionCookie(req.cookies.getAll().map((c) => c.name)),
    // A request without a valid lang is redirected before any gate, so only the profile needs the venue's sections.
    sections: PROFILE.test(pathname) ? await sectionsForHost(req.headers.get('host')) : null,
  });
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, req.nextUrl.origin), decision.status);
  }
  return NextResponse.next();
}

const PROFILE = /^\/profile(\/|$)/;

export const config = {
  runtime: 'nodejs',
  matcher: [
    // Any page without a valid lang.
    { source: '/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)', missing: [{ type: 'query', key: 'lang' }] },
    { source: '/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'lang', value: '(?!(?:en|ar)$).*' }] },
    // The profile (login and its section pages).
    '/profile/:path*',
  ],
};
