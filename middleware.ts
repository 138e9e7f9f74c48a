import { NextResponse, type NextRequest } from 'next/server';
import { decide } from '@/lib/routing/middleware-rules';
import { stateAnswer, statePath } from '@/lib/routing/site-state';
import { hasSessionCookie, LOCALE_COOKIE } from '@/lib/auth/session-cookie';
import { siteGateForHost } from '@/lib/tenant/sections-cache';
import { resolveTenantSafe } from '@/lib/tenant/tenants';
import { JOURNEY_COOKIE, JOURNEY_COOKIE_ON, journeyStep } from '@/lib/tenant/journey';
import { isLoginRequired } from '@/lib/routing/sections';

/**
 * Decides, never renders (DESIGN §2): adds `lang` when absent, answers a venue that cannot be shown with its state
 * page and status (lib/routing/site-state.ts: 404, or 503 with Retry-After; an unknown host never reaches a cached
 * page, so it never creates a cache entry), gates the profile's section pages by the venue's navigation and sends
 * visitors without a session from login-required routes to /login. Public section pages are gated once, by their
 * section layout inside the cached render (lib/routing/section-gate.ts). On the tenant with a journey value it sets or
 * clears the journey flag (lib/tenant/journey.ts). The host+locale rewrite lives in next.config.mjs. Where this sits
 * in the request path: lib/routing/request-path.mjs (steps 1, 2, 4, 5).
 */
export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const journey = journeyStep(pathname, search.replace(/^\?/, ''), resolveTenantSafe(req.headers.get('host'))?.journeyValue ?? null);
  if (journey) return journeyAnswer(req, journey);
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

/**
 * Spec §2 journey flag: set or clear the host-only cookie (for the browser session) and go to the same address
 * without `journey`. The redirect is never cached, so the page behind it stays one shared, cacheable address.
 */
function journeyAnswer(req: NextRequest, step: { flag: boolean; location: string }) {
  const res = NextResponse.redirect(new URL(step.location, req.nextUrl.origin), 307);
  res.headers.set('Cache-Control', 'private, no-store');
  if (step.flag) {
    res.cookies.set(JOURNEY_COOKIE, JOURNEY_COOKIE_ON, { httpOnly: true, sameSite: 'lax', path: '/', secure: req.nextUrl.protocol === 'https:' });
  } else {
    res.cookies.delete(JOURNEY_COOKIE);
  }
  return res;
}

export const config = {
  runtime: 'nodejs',
  // Next runs a matched middleware as a second pass of its request handler, which costs a cached page most of its
  // rate. server.mjs marks (GATE_HEADER) the page requests that need a decision here: a missing or bad `lang`, a
  // `journey` parameter (spec §2), a venue that is not up (issue 16 §1-2: 404 or 503 by venue state). The profile is
  // always seen (login, section gate), and so is a support ticket (login). Server action posts (Next-Action header) have nothing to decide and would have
  // their body cloned for the middleware. Next reads this literal at build time, so it is written out; it is
  // lib/routing/request-path.mjs `middlewareMatcher` (the request path, stated once), and a unit test holds them equal.
  matcher: [
    {
      source: '/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)',
      has: [{ type: 'header', key: 'x-storefront-gate' }],
      missing: [{ type: 'header', key: 'next-action' }],
    },
    { source: '/profile/:path*', missing: [{ type: 'header', key: 'next-action' }] },
    { source: '/customer-support/:id+', missing: [{ type: 'header', key: 'next-action' }] },
  ],
};
