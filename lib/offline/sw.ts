import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist } from 'serwist';
import { IMAGES_CACHE, isKeepableResponse, isSignOutPage, isSiteImage, isStaticAsset, isTicketPage, STATIC_CACHE, TICKETS_CACHE } from './routes';

/**
 * The storefront's service worker (issue 25 item 1), built by Serwist and bundled by scripts/build-sw.mjs into
 * .sw/sw.js (served at /sw.js by app/sw.js/route.ts). Nothing is precached (no personal data, nothing fetched
 * before it is needed). At run time: a customer's order and gate pages network-first (fresh when online, the last copy when
 * offline), the hashed static files cache-first; everything else, /version.json included, goes to the network as
 * if there were no worker. Opening /logout or /login deletes the kept tickets.
 */
declare const self: { location: Location; registration: unknown; addEventListener: (type: string, listener: (event: never) => void) => void };
const origin = self.location.origin;

const keepOnlyPages = { cacheWillUpdate: async ({ response }: { response: Response }) => (isKeepableResponse(response) ? response : null) };

const forgetTickets = {
  requestWillFetch: async ({ request }: { request: Request }) => {
    await caches.delete(TICKETS_CACHE);
    return request;
  },
};

const serwist = new Serwist({
  precacheEntries: [],
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: ({ request, url }) => isSignOutPage({ url, method: request.method, headers: request.headers }, origin), handler: new NetworkOnly({ plugins: [forgetTickets] }) },
    {
      matcher: ({ request, url }) => isTicketPage({ url, method: request.method, headers: request.headers }, origin),
      // ignoreVary: Next varies pages on its RSC headers, and a kept page is only ever a whole HTML page.
      handler: new NetworkFirst({ cacheName: TICKETS_CACHE, networkTimeoutSeconds: 6, matchOptions: { ignoreVary: true }, plugins: [keepOnlyPages, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 180 * 24 * 3600 })] }),
    },
    {
      matcher: ({ request, url }) => isStaticAsset({ url, method: request.method, headers: request.headers }, origin),
      handler: new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
    },
    {
      matcher: ({ request, url }) => isSiteImage({ url, method: request.method, headers: request.headers }, origin),
      handler: new NetworkFirst({ cacheName: IMAGES_CACHE, networkTimeoutSeconds: 6, plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 })] }),
    },
  ],
});

serwist.addEventListeners();
