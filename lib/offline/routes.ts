/**
 * Which requests the service worker keeps (issue 25 item 1), as pure functions the worker (lib/offline/sw.ts) and
 * the unit tests share. Kept on the device: the signed-in customer's order pages with their tickets and QR codes
 * and the gate view (personal, so only ever in the `tickets` cache, which is deleted at sign-out), and the build's
 * hashed static files and fonts (the same for everyone), and the venue's own images under /images/ (network-first,
 * not being hashed). Never: API routes, /version.json (the spec's version check must reach the server), React Server Component fetches, other pages.
 */
export const TICKETS_CACHE = 'storefront-tickets';
export const STATIC_CACHE = 'storefront-static';
export const IMAGES_CACHE = 'storefront-images';

const TICKET_PAGES = [/^\/profile\/view-tickets\/\d{1,12}(?:\/gate)?$/];
const SIGN_OUT = /^\/(?:logout|login)$/;

interface Req {
  url: URL;
  method: string;
  headers: { get(name: string): string | null };
}

/** A personal ticket page of this origin, as the browser navigates to it (GET, a whole HTML document). */
export function isTicketPage(req: Req, origin: string): boolean {
  return isPageFetch(req, origin) && TICKET_PAGES.some((p) => p.test(req.url.pathname));
}

/** A whole page this origin's browser navigates to, not a React Server Component fetch or a link's prefetch. */
const isPageFetch = ({ url, method, headers }: Req, origin: string) =>
  url.origin === origin && method === 'GET' && !url.searchParams.has('_rsc') && !headers.get('rsc') && !headers.get('next-router-prefetch');

/**
 * Leaving the account (sign-out, an expired session, signing in as someone else): the kept tickets go. Only when the
 * page itself is opened: the header's sign-out link, prefetched as it scrolls into view, is not a sign-out.
 */
export function isSignOutPage(req: Req, origin: string): boolean {
  return isPageFetch(req, origin) && SIGN_OUT.test(req.url.pathname);
}

/** The build's content-hashed files and the versioned fonts: safe to keep for anyone, never personal. */
export function isStaticAsset({ url, method }: Req, origin: string): boolean {
  return url.origin === origin && method === 'GET' && (url.pathname.startsWith('/_next/static/') || /^\/fonts\/[^/]+\.woff2$/.test(url.pathname));
}

/** A page worth keeping: a whole page that came back as itself (not a redirect to the login page, not an error). */
export function isKeepableResponse(response: { status: number; redirected: boolean; headers: { get(name: string): string | null } }): boolean {
  return response.status === 200 && !response.redirected && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

/**
 * The venue's own images (the header's logo, icons) under /images/: the same for everyone but not content-hashed, so
 * kept network-first (online a new logo shows at once) for the kept ticket pages opened offline.
 */
export function isSiteImage({ url, method }: Req, origin: string): boolean {
  return url.origin === origin && method === 'GET' && /^\/images\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif)$/.test(url.pathname);
}
