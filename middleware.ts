import { NextResponse, type NextRequest } from 'next/server';
import { decide } from '@/lib/routing/middleware-rules';
import { hasSessionCookie, LOCALE_COOKIE } from '@/lib/auth/session-cookie';
import { sectionsForHost } from '@/lib/tenant/sections-cache';

/**
 * Decides, never renders (DESIGN §2): adds `lang` when absent, gates sections by the venue's navigation and sends
 * visitors without a session from login-required routes to /login. The host+locale rewrite lives in
 * next.config.mjs. The matcher keeps the middleware off requests it has nothing to decide.
 */
export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const decision = decide({
    pathname,
    search: search.replace(/^\?/, ''),
    preferredLocale: req.cookies.get(LOCALE_COOKIE)?.value ?? null,
    hasSession: hasSessionCookie(req.cookies.getAll().map((c) => c.name)),
    sections: await sectionsForHost(req.headers.get('host')),
  });
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, req.nextUrl.origin), decision.status);
  }
  return NextResponse.next();
}

export const config = {
  runtime: 'nodejs',
  matcher: [
    // Any page without a valid lang.
    { source: '/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)', missing: [{ type: 'query', key: 'lang' }] },
    { source: '/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'query', key: 'lang', value: '(?!(?:en|ar)$).*' }] },
    // Section routes and the profile (gating and login).
    '/events/:path*',
    '/training/:path*',
    '/academies',
    '/academy/:path*',
    '/memberships',
    '/blogs',
    '/blog/:path*',
    '/outlets/:path*',
    '/retail',
    '/offers',
    '/media-library',
    '/profile/:path*',
  ],
};
