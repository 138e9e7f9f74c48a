import { logout } from '../auth/actions';
import { safeNextUrl } from '../routing/links';
import { HEADER } from '../provider/header-names';
import { deviceLocalTime } from '../app-checks';
import { ApiError, SessionExpiredError } from './errors';

// The error classes live apart (./errors): a page that only tells them apart need not load this client.
export { ApiError, SessionExpiredError } from './errors';

/**
 * The islands' one way to the provider: the BFF door /api/provider/... (DESIGN §3).
 *
 * - every call carries the device's local time and zone (spec §7);
 * - a 401 is handled here once for everyone (spec §8): the session is cleared and /login shows 'Session expired,
 *   please login again' (login reads error=SessionExpired) with a way back to this page; the caller gets a
 *   SessionExpiredError and should show nothing more;
 * - a refusal (HTTP error, or `status: false` in the answer) is an ApiError carrying the status, the provider's
 *   message (spec §8: shown as is) and its `data`;
 * - with `schema`, the answer is parsed (a broken answer is an ApiError 502); without, it is returned as is.
 *
 * An absolute path ('/api/session', '/api/checkout/order', '/version.json') is one of the storefront's own routes
 * and goes through the same headers, 401 handling and errors; its refusal's `data` is the whole answer.
 *
 *   const services = await api.get('venue/services', { schema: servicesResponseSchema });
 *   await api.post('cart/sync', { body: { products } });
 *   await api.post('/api/checkout/order', { body, headers: { 'idempotency-key': key }, schema });
 */
/** Anything with zod's safeParse (kept structural so this module never pulls zod into a page). */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export type Query = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

export interface CallOptions {
  query?: Query;
  /** JSON-encoded, or sent as is when it is FormData (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the order's `idempotency-key`). */
  headers?: Record<string, string>;
}

let expiring = false;

/** Answers whether the page leaves for /login. */
async function handleSessionExpired(): Promise<boolean> {
  // On /logout the session is being ended on purpose: a call that meets the ended session there is no expiry.
  if (expiring) return true;
  if (window.location.pathname === '/logout') return false;
  // Only a customer who signed in has a sign-in to go back to. A guest's session ends on purpose when its cart
  // empties (spec §4: after a paid order, on the success page), and a call still in flight then meets a 401: the
  // guest stays where they are (the order's page needs no session) instead of being sent to /login.
  // Loaded here, not at the top: the session module holds React Query, which public pages load only after their first paint.
  const user = await import('./session').then((m) => m.fetchSession()).catch(() => null);
  if (!user || user.anonymous) return false;
  expiring = true;
  try {
    await logout();
  } catch {
    // The redirect below still happens; /login works without a session.
  }
  const lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  const here = safeNextUrl(`${window.location.pathname}${window.location.search}`);
  const params = new URLSearchParams({ error: 'SessionExpired', lang });
  if (here && !here.startsWith('/login')) params.set('nextUrl', here);
  window.location.assign(`/login?${params.toString()}`);
  return true;
}

/** The storefront's own paths ('/api/session', '/api/checkout/order', '/version.json') are called as they are; everything else is a provider path. */
const isRoute = (path: string) => path.startsWith('/');

function url(path: string, query: Query = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => qs.append(`${k}[]`, String(x)));
    else qs.set(k, String(v));
  }
  return `${isRoute(path) ? path : `/api/provider/${path}`}${qs.size ? `?${qs}` : ''}`;
}

let zoneRead: { zone: string | null } | null = null;

type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * The device's time zone, read once a page. Temporal answers it without ICU's date-format start-up, which is what
 * a first `Intl.DateTimeFormat()` pays (100-280 ms measured at a phone's 4 × CPU, under 1 ms through Temporal);
 * browsers without Temporal read it through Intl.
 */
function deviceTimeZone(): string | null {
  if (!zoneRead) {
    try {
      const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
      zoneRead = { zone: temporal?.Now?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || null };
    } catch {
      // Older browsers: the server uses the venue's zone.
      zoneRead = { zone: null };
    }
  }
  return zoneRead.zone;
}

async function call(method: string, path: string, opts: CallOptions & { schema?: Parser<unknown> }): Promise<unknown> {
  const headers = new Headers(opts.headers);
  // Spec §7: provider calls carry the device's wall clock and zone, and so do the storefront's own routes that act
  // at the provider (an order, a cancellation: lib/auth/context.ts forwards them). Reads of the storefront's own
  // routes (the session check, the first call of a signed-in page) stay clear of the zone's first read (ICU's
  // start-up where a browser has no Temporal, ~35 ms on a desktop, 4 × that on a phone).
  if (!isRoute(path) || method !== 'GET') {
    headers.set(HEADER.localTime, deviceLocalTime(new Date()));
    const zone = deviceTimeZone();
    if (zone) headers.set(HEADER.timeZone, zone);
  }
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(url(path, opts.query), { method, headers, body, signal: opts.signal, cache: 'no-store', credentials: 'same-origin' });
  const json = (await res.json().catch(() => null)) as { status?: unknown; message?: string; data?: unknown } | null;
  if (res.status === 401) throw new SessionExpiredError(json, await handleSessionExpired());
  if (!res.ok || json?.status === false) throw new ApiError(res.status, json?.message || null, isRoute(path) ? json : (json?.data ?? null));
  if (!opts.schema) return json;
  const parsed = opts.schema.safeParse(json);
  if (!parsed.success) throw new ApiError(502, null, null);
  return parsed.data;
}

type Call = {
  <T>(path: string, opts: CallOptions & { schema: Parser<T> }): Promise<T>;
  (path: string, opts?: CallOptions): Promise<unknown>;
};

const verb =
  (method: string): Call =>
  (path: string, opts: CallOptions & { schema?: Parser<unknown> } = {}) =>
    call(method, path, opts) as Promise<never>;

export const api = { get: verb('GET'), post: verb('POST'), put: verb('PUT'), delete: verb('DELETE') };
