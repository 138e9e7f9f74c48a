import { NextResponse, type NextRequest } from 'next/server';
import { decide } from '@/lib/routing/middleware-rules';
import { stateAnswer, statePath } from '@/lib/routing/site-state';
import { hasSessionCookie, LOCALE_COOKIE } from '@/lib/auth/session-cookie';
import { siteGateForHost } from '@/lib/tenant/sections-cache';
import { isLoginRequired } from '@/lib/routing/sections';

/**
 * Decides, never renders (DESIGN §2): adds `lang` when absent, answers a venue that cannot be shown with its state
 * page and status (lib/routing/site-state.ts: 404, or 503 with Retry-After; an unknown host never reaches a cached
 * page, so it never creates a cache entry), gates the profile's section pages by the venue's navigation and sends
 * visitors without a session from login-required routes to /login. Public section pages are gated once, by their
 * section layout inside the cached render (lib/routing/section-gate.ts). The host+locale rewrite lives in
 * next.config.mjs.
 */
export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const gate = await siteGateForHost(req.headers.get('host'));
  const decision = decide({
    pathname,
    search: search.replace(/^\?/, ''),
    preferredLocale: req.cookies.get(LOCALE_COOKIE)?.value ?? null,
    hasSession: hasSessionCookie(req.cookies.getAll().map((c) => c.name)),
    sections: gate.kind === 'ok' && isLoginRequired(pathname) ? gate.sections : null,
  });
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, req.nextUrl.origin), decision.status);
  }
  const answer = stateAnswer(gate.kind);
  if (answer) {
    const url = req.nextUrl.clone();
    url.pathname = statePath(gate.kind, gate.host, req.nextUrl.searchParams.get('lang') ?? 'en');
    return NextResponse.rewrite(url, { status: answer.status, headers: answer.headers });
  }
  return NextResponse.next();
}

export const config = {
  runtime: 'nodejs',
  // Next runs a matched middleware as a second pass of its request handler, which costs a cached page most of its
  // rate. server.mjs marks (GATE_HEADER, lib/routing/server-gate.mjs) the page requests that need a decision here: a
  // missing or bad `lang`, a venue that is not up (issue 16 §1-2: 404 or 503 by venue state). The profile is always
  // seen (login, section gate). Server action posts (Next-Action header) have nothing to decide and would have their
  // body cloned for the middleware. The profile source is lib/routing/sections.ts MIDDLEWARE_MATCHER_SOURCES (a unit
  // test holds them equal: Next reads this literal at build time).
  matcher: [
    {
      source: '/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'header', key: 'x-storefront-gate' }],
      missing: [{ type: 'header', key: 'next-action' }],
    },
    { source: '/profile/:path*', missing: [{ type: 'header', key: 'next-action' }] },
  ],
};
