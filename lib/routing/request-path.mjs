/**
 * The request path, stated once (issue 22 §5; README "Architecture" draws it). Plain JavaScript: server.mjs and
 * next.config.mjs read it without a build step, middleware.ts and the app through its types (request-path.d.mts).
 * A page request passes these steps in this order; the values the steps share are defined here and every other file
 * imports them or is generated from them:
 *
 *   1. host → venue  server.mjs asks GET /api/venue-state once per host and keeps the answer briefly
 *                    (server-gate.mjs VenueStates); a venue that is not up is marked with GATE_HEADER, and the
 *                    middleware answers its state page and status (site-state.ts: unknown 404, down 503).
 *   2. lang          a page carries exactly one `lang` that is one of LOCALES, else it is marked and the middleware
 *                    redirects (middleware-rules.ts). A `journey` parameter is marked too (lib/tenant/journey.ts).
 *                    Unmarked pages never run the middleware (gateReason below: Next runs a matched middleware as a
 *                    second pass of its whole handler, which cost cached pages 60 % of their rate, DESIGN §2).
 *   3. rewrite       host + lang → /<host>/<lang>/<path> (pageRewrites below, next.config.mjs `rewrites`), so each
 *                    page renders once per host and locale. Config rewrites, not middleware rewrites: on Next 15.5 a
 *                    middleware rewrite to an ISR page re-renders it on every request (vercel/next.js#83862).
 *   4. section       public sections: the section's layout, inside the cached render (section-gate.ts); the
 *                    profile's sections: the middleware. SECTION_ROUTES in sections.ts is the one list.
 *   5. login         /profile/* and a support ticket (/customer-support/{id}) without a session → /login?nextUrl=
 *                    (middleware-rules.ts; the middleware always sees both: middlewareMatcher below, held equal to
 *                    middleware.ts's static literal by a test).
 *   6. cache         public pages: a CDN-cacheable Cache-Control (headerRules below, public-cache.mjs) over Next's
 *                    ISR cache per host and locale (tags per venue, lib/cache-tags.ts); personal pages never cached.
 */
import { publicCacheHeaderRules } from './public-cache.mjs';

/** Step 2: the locales a page may carry in `lang` (spec §2; lib/i18n/config.ts names the default). */
export const LOCALES = ['en', 'ar'];
export const LANG_PARAM = 'lang';
/** The journey flag's query parameter (spec §2; lib/tenant/journey.ts). */
export const JOURNEY_PARAM = 'journey';
/** Request header server.mjs sets on a page the middleware must see (step 1-2); a visitor's own is removed. */
export const GATE_HEADER = 'x-storefront-gate';
/** A server action post carries it; the middleware never runs for one (it has nothing to decide). */
export const NEXT_ACTION_HEADER = 'next-action';

const LOCALE_PATTERN = LOCALES.join('|');
const NOT_A_PAGE = /^\/(?:_next|api)(?:\/|$)|\.[A-Za-z0-9]+$/;

/** A page answer a visitor reads (the middleware matcher's paths); server actions and other posts are not. */
export function isPageRequest(method, url) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = (url ?? '/').split('?')[0];
  return !NOT_A_PAGE.test(pathname);
}

function query(url) {
  const q = (url ?? '').indexOf('?');
  return q < 0 ? null : new URLSearchParams(url.slice(q + 1));
}

/** Spec §2 / DESIGN §2: every page carries exactly one `lang` that is a locale; otherwise the middleware redirects. */
export function langNeedsRedirect(url) {
  const langs = query(url)?.getAll(LANG_PARAM) ?? [];
  return langs.length !== 1 || !LOCALES.includes(langs[0]);
}

/**
 * A page address carrying `journey` (spec §2: the journey flag, lib/tenant/journey.ts): the middleware sets or clears
 * the flag's cookie and sends the visitor to the address without it. Which tenant has a journey is the middleware's
 * business; the parameter alone is cheap to see here.
 */
export function carriesJourney(url) {
  return query(url)?.has(JOURNEY_PARAM) ?? false;
}

/**
 * Why a page request must pass the middleware (steps 1-2), or null when Next serves it straight away. `venueUp` is
 * the host's venue state when known; without it only the address is judged.
 */
export function gateReason(url, venueUp = true) {
  if (langNeedsRedirect(url)) return 'lang';
  if (carriesJourney(url)) return 'journey';
  return venueUp ? null : 'venue';
}

/** Step 5 and the gated pages of steps 1-2, as middleware.ts `config.matcher` must state them (a static literal). */
export function middlewareMatcher(profileSources) {
  const noAction = [{ type: 'header', key: NEXT_ACTION_HEADER }];
  return [
    { source: '/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)', has: [{ type: 'header', key: GATE_HEADER }], missing: noAction },
    ...profileSources.map((source) => ({ source, missing: noAction })),
  ];
}

/** Step 3: the host and the `lang` query as rewrite conditions. */
const hostAndLang = [
  { type: 'host', value: '(?<host>[A-Za-z0-9.-]+)' },
  { type: 'query', key: LANG_PARAM, value: `(?<lang>${LOCALE_PATTERN})` },
];
const pageParam = { type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,3})' };

/**
 * Step 3, next.config.mjs `rewrites`: the visible URL stays `/events?lang=ar`; the internal `/[site]/[locale]/...`
 * segments come from the host and `lang`. Requests without `lang` (assets, API) are not rewritten.
 */
export function pageRewrites() {
  return {
    // /404 would otherwise be answered by the framework's own 404 before any after-files rewrite.
    beforeFiles: [{ source: '/404', has: hostAndLang, destination: '/:host/:lang/404' }],
    // Rewrites chain: a rewritten path is matched again by the later rules, so the general rule skips paths that are
    // already internal (<host>/<locale>/...). '/' and its alias /home (spec §2) render [site]/[locale]/home.
    afterFiles: [
      { source: '/', has: hostAndLang, destination: '/:host/:lang/home' },
      // Long lists (spec §9: 16 per page): ?page=N becomes a path segment, so every page of a list is its own cached page.
      { source: '/:list(events|training|academies)', has: [...hostAndLang, pageParam], destination: '/:host/:lang/:list/page/:page' },
      // Pages without header, footer and sub-header (spec §2) render under a bare site segment (lib/routing/bare.ts).
      { source: '/:bare(event-invite|home-bsl)', has: hostAndLang, destination: '/:host~bare/:lang/:bare' },
      { source: '/blogs', has: [...hostAndLang, pageParam], destination: '/:host/:lang/blogs/page/:page' },
      // Every support ticket is one cached shell (issue 27 item 3): its island reads the id from the address, so a
      // ticket id never makes a cache entry of its own.
      { source: '/customer-support/:id(\\d{1,12})', has: hostAndLang, destination: '/:host/:lang/customer-support/ticket' },
      // API routes and assets are never pages, even when a caller adds ?lang= (the lead form does).
      { source: `/:path((?!api/|_next/|[^/]+/(?:${LOCALE_PATTERN})(?:/|$)).+)`, has: hostAndLang, destination: '/:host/:lang/:path' },
    ],
    fallback: [],
  };
}

/**
 * Step 6, next.config.mjs `headers`: public pages get a CDN-cacheable Cache-Control (public-cache.mjs says why it is a
 * list); files under /fonts carry their version in the name (scripts/fonts/subset-arabic.sh), so they never change.
 * The security headers of every answer are set by server.mjs (security-headers.mjs says why).
 */
export function headerRules() {
  const immutable = { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] };
  return [immutable, ...publicCacheHeaderRules()];
}
