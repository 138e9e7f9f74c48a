import { readFileSync } from 'node:fs';

/**
 * The routes the quality commands exercise live in quality-routes.json (one file, read by these scripts and by
 * the Playwright specs through e2e/support/routes.ts). Edit the JSON to add routes.
 */
const data = JSON.parse(readFileSync(new URL('./quality-routes.json', import.meta.url), 'utf8'));

export const PUBLIC_ROUTES = data.public;
export const STATE_ROUTES = data.states;
export const PERSONAL_ROUTES = data.personal;
export const SEARCH_TERMS = data.searchTerms;
export const CART_SYNC_PATH = data.cartSyncPath;

/** The visible path of a route with its `lang`. */
export function routePath(route, lang = 'en') {
  return `${route.path}${route.path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** Browser URL (Chromium resolves *.localhost to loopback itself; Node does not, so Node code sends Host). */
export function browserUrl(route, port, lang = 'en') {
  return `http://${route.host}:${port}${routePath(route, lang)}`;
}
