import autocannon from 'autocannon';
import { rawRequest } from '../lib/http.mjs';

/**
 * Personal pages under load (issue 27 item 3): signed-in customers through the real login (next-auth's CSRF token,
 * then the same credentials callback the login form's server action calls), then each personal route at
 * `connections` concurrent connections, every connection carrying one customer's cookies, beside the cached home
 * page in the same run. A second, sequential pass reads each answer's `Server-Timing` (the provider's wait and the
 * storefront's own time, lib/http/server-timing.mjs) so the figure says whose time it was.
 */

/** Seeded customers who can sign in (sandbox/seed/default.accounts.json; Karim's partner account is pending). */
export const BENCH_CUSTOMERS = ['501234567', '502222222', '503333333'];
const PASSWORD = 'Sandbox#2026';

/**
 * The signed-in answers measured: the personal pages as the cached shells they now are (profile, facility bookings,
 * transactions, customer support), the data their islands read through the provider door (the profile form's
 * customer, one page of transactions, one page of support tickets), and the session endpoint.
 */
export const PERSONAL_BENCH_ROUTES = [
  '/profile/user?lang=en',
  '/api/provider/customers/profile',
  '/profile/facility-bookings?lang=en',
  '/profile/transactions?lang=en',
  '/api/provider/customers/transactions?page=1',
  '/customer-support?lang=en',
  '/api/provider/support/tickets?page=1',
  '/api/session',
];

/** Signs one customer in through the login route; answers the cookie header a browser would then send. */
export async function signIn({ port, host, mobile }) {
  const jar = new Map();
  const keep = (headers) => {
    for (const c of [headers['set-cookie'] ?? []].flat()) {
      const m = /^([^=]+)=([^;]*)/.exec(String(c));
      if (m) jar.set(m[1], m[2]);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await rawRequest({ port, host, path: '/api/auth/csrf' });
  keep(csrf.headers);
  const { csrfToken } = JSON.parse(csrf.body);
  const form = new URLSearchParams({ csrfToken, country_code: '971', mobile_number: mobile, password: PASSWORD, callbackUrl: '/' });
  const r = await rawRequest({ port, host, path: '/api/auth/callback/mobile', method: 'POST', headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  keep(r.headers);
  if (r.status !== 302 || /[?&]error=/.test(String(r.headers.location ?? '')) || ![...jar.keys()].some((k) => k.includes('session-token'))) {
    throw new Error(`sign-in of ${mobile} refused (${r.status} ${r.headers.location ?? ''})`);
  }
  return cookie();
}

/** `provider;dur=…;desc="N calls", app;dur=…, total;dur=…` read back into numbers. */
export function parseServerTiming(value) {
  const out = {};
  for (const part of String(value ?? '').split(',')) {
    const name = part.trim().split(';')[0];
    const dur = /;dur=([\d.]+)/.exec(part)?.[1];
    const calls = /desc="(\d+) calls"/.exec(part)?.[1];
    if (name && dur !== undefined) out[name] = Number(dur);
    if (calls !== undefined) out.calls = Number(calls);
  }
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};

/** One route at `connections` connections, each connection signed in as one of `cookies` in turn. */
async function loadSignedIn({ port, host, path, cookies, connections, seconds }) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host },
    connections,
    duration: seconds,
    timeout: 10,
    setupClient: (client) => client.setHeaders({ host, cookie: cookies[next++ % cookies.length] }),
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
}

/** The Server-Timing of `samples` sequential answers: medians of the provider's wait, the storefront's own and calls. */
async function timingOf({ port, host, path, cookie, samples }) {
  const rows = [];
  for (let i = 0; i < samples; i++) {
    const r = await rawRequest({ port, host, path, headers: { cookie } });
    if (r.status !== 200) throw new Error(`${path} answered ${r.status} to a signed-in customer`);
    rows.push(parseServerTiming(r.headers['server-timing']));
  }
  const m = (k) => (rows.every((r) => r[k] !== undefined) ? +median(rows.map((r) => r[k])).toFixed(1) : null);
  return { providerMs: m('provider'), appMs: m('app'), totalMs: m('total'), calls: m('calls') };
}

/**
 * Every personal route against the cached home page, in alternating rounds; ratios are taken within a round.
 * Answers one row per route: best round's req/s and latency, median ratio to home, and its Server-Timing split.
 * `loadBare` (optional) loads the bare Next.js reference's prerendered page and its per-request page in the same
 * rounds: how much of the gap any page rendered per request pays in this Next.js, before any code of ours.
 */
export async function personalBench({ port, host, loadHome, loadBare, connections = 20, seconds = 10, rounds = 3, samples = 30 }) {
  const cookies = [];
  for (const mobile of BENCH_CUSTOMERS) cookies.push(await signIn({ port, host, mobile }));
  for (const path of PERSONAL_BENCH_ROUTES) for (const cookie of cookies) await rawRequest({ port, host, path, headers: { cookie } });
  const best = new Map();
  const ratios = new Map();
  let home;
  let bare;
  const bareRatios = [];
  for (let round = 1; round <= rounds; round++) {
    const h = await loadHome({ connections, seconds });
    if (!home || h.rps > home.rps) home = h;
    if (loadBare) {
      const prerendered = await loadBare({ path: '/', connections, seconds });
      const perRequest = await loadBare({ path: '/per-request', connections, seconds });
      if (!bare || perRequest.rps > bare.perRequest.rps) bare = { prerendered, perRequest };
      bareRatios.push(perRequest.rps / prerendered.rps);
    }
    for (const path of PERSONAL_BENCH_ROUTES) {
      const m = await loadSignedIn({ port, host, path, cookies, connections, seconds });
      if (!best.get(path) || m.rps > best.get(path).rps) best.set(path, m);
      ratios.set(path, [...(ratios.get(path) ?? []), m.rps / h.rps]);
    }
  }
  const rows = [];
  for (const path of PERSONAL_BENCH_ROUTES) {
    const timing = await timingOf({ port, host, path, cookie: cookies[0], samples });
    rows.push({ route: path, ...best.get(path), vsHome: +median(ratios.get(path)).toFixed(2), ...timing });
  }
  if (bare) bare.vsPrerendered = +median(bareRatios).toFixed(2);
  return { connections, seconds, rounds, customers: cookies.length, home, rows, bare };
}
