/**
 * The one list of routes that the quality commands exercise (bench, load test, a11y, security, bad input).
 * When a feature lands, add its public routes here; a route that answers 404 on the branch being measured is
 * skipped with a note, so entries may be added before the feature is merged.
 *
 * host: 'localhost' (oasis venue) or 'arena.localhost'. path: the visible URL without `lang`.
 */

/** Cached public pages: benchmarked for throughput, checked for Cache-Control, scanned by axe in en and ar. */
export const PUBLIC_ROUTES = [
  { name: 'home', host: 'localhost', path: '/', lighthouse: true },
  { name: 'home (arena)', host: 'arena.localhost', path: '/' },
  { name: 'about-us', host: 'localhost', path: '/about-us' },
  { name: 'privacy-policy', host: 'localhost', path: '/privacy-policy' },
  { name: '404', host: 'localhost', path: '/404', status: 404 },
  { name: 'events list', host: 'localhost', path: '/events', lighthouse: true, bench: true },
  { name: 'event details', host: 'localhost', path: '/events/1', lighthouse: true, bench: true },
  { name: 'blogs list', host: 'localhost', path: '/blogs' },
  { name: 'blog details', host: 'localhost', path: '/blog/welcome', bench: true },
  { name: 'training list', host: 'localhost', path: '/training' },
  { name: 'outlets list', host: 'arena.localhost', path: '/outlets' },
];

/** The venue state pages (spec §4 app load): each host shows its state instead of the layout. */
export const STATE_ROUTES = [
  { name: 'maintenance', host: 'maintenance.localhost', path: '/' },
  { name: 'site closed', host: 'closed.localhost', path: '/' },
  { name: 'health notice', host: 'health.localhost', path: '/' },
  { name: 'unknown host', host: 'nowhere.localhost', path: '/' },
];

/** Personal answers: must forbid shared caching. */
export const PERSONAL_ROUTES = [{ name: 'session', host: 'localhost', path: '/api/session' }];

/** Searches customers type (global search through /api/provider). */
export const SEARCH_TERMS = ['padel', 'swim', 'run', 'concert', 'yoga', 'a', 'بادل', 'zzz-nothing'];

/** Facility ticket step of the load test: enabled only once the path is allow-listed (answers other than 404). */
export const CART_SYNC_PATH = '/api/provider/cart/sync';

/** The visible path of a route with its `lang`. */
export function routePath(route, lang = 'en') {
  return `${route.path}${route.path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** Browser URL (Chromium resolves *.localhost to loopback itself; Node does not, so Node code uses hostHeader). */
export function browserUrl(route, port, lang = 'en') {
  return `http://${route.host}:${port}${routePath(route, lang)}`;
}

/** Host header value for Node-side requests sent to 127.0.0.1. */
export function hostHeader(route, port) {
  return `${route.host}:${port}`;
}
