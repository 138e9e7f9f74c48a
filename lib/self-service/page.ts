import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { currentSession } from '@/lib/auth/current-session';
import { getBearer } from '@/lib/auth/bearer';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { isProviderError } from '@/lib/provider/errors';
import type { RequestContext } from '@/lib/provider/headers';
import { href } from '@/lib/routing/links';
import { requireSite } from '@/lib/tenant/site';
import { accountReads } from './account';

/**
 * Every personal page starts here (issue 13): the venue, the locale, and the signed-in customer's provider context.
 * A visitor without a session (or a guest) goes to /login with nextUrl (the middleware does it first for /profile).
 * Most personal pages, customer support among them, are cached shells (personalShell, issue 27 item 3) whose islands
 * read the customer's data; an order's details are rendered per request (personalPage, `dynamic = 'force-dynamic'`).
 * None is ever in a shared cache: the profile and customer-support segments are in PERSONAL_SEGMENTS, and server.mjs
 * answers every /profile and /customer-support page `private, no-store`.
 */
/** The personal page being rendered (per request), so a 401 deep in a call can send the visitor back to it. */
const rendering = cache(() => ({ path: '' }));

async function pageBasics(params: Promise<SiteParams>, path: string) {
  const { host, locale } = await pageLocale(params);
  rendering().path = path;
  const { tenant, site } = await requireSite(host);
  const t = await getTranslations({ locale, namespace: 'selfService' });
  return { host, locale, tenant, site, t };
}

/** The signed-in customer and their provider context, or null for a visitor, a guest or a session the provider ended. */
async function signedInCustomer(siteToken: string) {
  const session = await currentSession();
  const user = session?.user as { name?: string; anonymous?: boolean; partner?: boolean } | undefined;
  const bearer = user && !user.anonymous ? await getBearer().catch(() => null) : null;
  if (!user || user.anonymous || !bearer) return null;
  const ctx: RequestContext = { siteToken, bearer };
  return { ctx, user: { name: user.name ?? '', partner: !!user.partner } };
}

/**
 * A personal page served as a cached shell (issue 27 item 3): the venue, the locale and the words, nothing of the
 * customer; its island reads the customer's data in the browser. The middleware has sent visitors without a session
 * to /login; the island sends a guest there too.
 */
export async function personalShell(params: Promise<SiteParams>, path: string) {
  return pageBasics(params, path);
}

export async function personalPage(params: Promise<SiteParams>, path: string) {
  const base = await pageBasics(params, path);
  const customer = await signedInCustomer(base.tenant.siteToken);
  if (!customer) redirect(href('/login', base.locale, { nextUrl: href(path, base.locale) }));
  const account = accountReads(customer.ctx, (call) => personal(base.locale, call), base.site.timeZone);
  return { ...base, account, user: customer.user };
}

/**
 * A provider call of a personal page. A 401 (the session ended at the provider) is spec §8: the session is cleared
 * and the visitor goes to /login with 'Session expired, please login again' and a way back to this page; the cart
 * stays (/logout?expired=1 clears only the session).
 */
export async function personal<T>(locale: AppLocale, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale, rendering().path));
    throw e;
  }
}

/** Where a 401 sends the visitor: /logout in its session-expired mode, then /login?error=SessionExpired&nextUrl=. */
export function sessionExpiredHref(locale: AppLocale, path?: string): string {
  return href('/logout', locale, { expired: 1, nextUrl: path ? href(path, locale) : undefined });
}
