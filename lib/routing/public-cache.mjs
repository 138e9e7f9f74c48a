/**
 * Which visible URLs are cacheable public pages, and the Cache-Control they carry (DESIGN §2: "public, s-maxage,
 * stale-while-revalidate" so a CDN can serve them).
 *
 * Why a list: Next 15.5 answers an ISR page with `s-maxage=300, stale-while-revalidate=…` and no `public`. A
 * Cache-Control set by the `headers()` config wins over Next's own (send-payload only sets one when none exists),
 * and the page stays ISR (x-nextjs-cache: HIT). But that also holds for a DYNAMIC page, whose `private, no-store`
 * would be replaced too, so the rule must only ever match pages that never depend on the visitor. Personal and
 * flow routes are therefore excluded by name below. When you add a public page, add its path here; when you add a
 * personal single-segment route (e.g. /wallet), add it to PERSONAL_SEGMENTS.
 */

/** Same numbers Next uses for an ISR page with `revalidate = 300` and the default expireTime (one year). */
export const PAGE_REVALIDATE_SECONDS = 300;
const EXPIRE_SECONDS = 31_536_000;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, s-maxage=${PAGE_REVALIDATE_SECONDS}, stale-while-revalidate=${EXPIRE_SECONDS - PAGE_REVALIDATE_SECONDS}`;

/** First path segments that are personal, per-visitor or part of a flow: never public-cacheable. */
export const PERSONAL_SEGMENTS = [
  'api', '_next', 'profile', 'cart', 'checkout', 'login', 'logout', 'register', 'verify-customer', 'forgot-password',
  'reset-password', 'paymentsuccess', 'paymentfailed', 'payment', 'customer-support', 'form', 'service',
  'event-invite', 'sso', '404', 'version.json', 'site-state', 'find-order',
];

const SLUG = `(?!(?:${PERSONAL_SEGMENTS.map((s) => s.replace(/[.]/g, '\\.')).join('|')})$)[A-Za-z0-9][A-Za-z0-9-]{0,80}`;
const ID = '[A-Za-z0-9_-]{1,100}';

/** Visible paths (path-to-regexp, as in next.config `headers()`) of public, cacheable pages. */
export const PUBLIC_PAGE_SOURCES = [
  '/',
  // Single-segment public pages: home, section lists, static and additional pages (spec §2 /{slug}).
  `/:slug(${SLUG})`,
  `/events/:id(${ID})`,
  `/training/:id(${ID})`,
  `/academy/:id(${ID})`,
  `/academy/:id(${ID})/packages`,
  `/blog/:slug(${ID})`,
  `/outlets/:id(${ID})`,
];

/** The `headers()` entries for next.config.mjs: only requests that carry a valid lang reach a cached page. */
export function publicCacheHeaderRules() {
  return PUBLIC_PAGE_SOURCES.map((source) => ({
    source,
    has: [{ type: 'query', key: 'lang', value: '(?:en|ar)' }],
    headers: [{ key: 'Cache-Control', value: PUBLIC_PAGE_CACHE_CONTROL }],
  }));
}
