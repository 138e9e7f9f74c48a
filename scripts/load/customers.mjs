import { rawRequest } from '../lib/http.mjs';
import { CART_SYNC_PATH, PUBLIC_ROUTES, SEARCH_TERMS, routePath } from '../lib/quality-routes.mjs';
import { addFacilityTicket, checkReservations, resetCartLedger } from './cart-step.mjs';

/**
 * Simulated customers (issue 6 §2): each one browses public pages in its language, searches through
 * /api/provider/search/global, polls /version.json as the browser does, and, once the booking feature has
 * allow-listed cart/sync, adds facility tickets (scripts/load/cart-step.mjs). Every request has a time-out; the
 * run stops by itself at the deadline. Only 127.0.0.1 is ever contacted.
 */
const TIMEOUT_MS = 10_000;

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Which public routes exist on this build (a 404 means the feature is not merged): probe once per language, which
 * also renders each cached page once before the clock starts, as a deployed storefront's first visitors would.
 */
export async function presentRoutes(port, warm = true) {
  const out = [];
  const notes = [];
  for (const route of PUBLIC_ROUTES) {
    const r = await rawRequest({ port, path: routePath(route, 'en'), host: `${route.host}:${port}`, timeoutMs: 60_000 });
    if (r.status === (route.status ?? 200)) out.push(route);
    else notes.push(`${route.name} (${route.path}) answered ${r.status}: not browsed`);
    if (warm && r.status === (route.status ?? 200)) await rawRequest({ port, path: routePath(route, 'ar'), host: `${route.host}:${port}`, timeoutMs: 60_000 });
  }
  return { routes: out, notes };
}

/** The cart step runs only when /api/provider/cart/sync is allow-listed (anything but 404). */
export async function cartStepEnabled(port) {
  const r = await rawRequest({ port, path: CART_SYNC_PATH, method: 'POST', host: `localhost:${port}`, headers: { 'content-type': 'application/json' }, body: '{}' });
  return r.status !== 404;
}

/**
 * thinkMs: pause between a customer's steps (people read a page before the next click). sandboxPort: when given,
 * the customers' holds are compared with the sandbox's afterwards (result.reservations). warm: render every page
 * in both languages before the clock starts (the smoke form skips it to stay short).
 */
export async function runCustomers({ port, sandboxPort, customers = 100, seconds = 60, thinkMs = [500, 2000], warm = true }) {
  const { routes, notes } = await presentRoutes(port, warm);
  const withCart = await cartStepEnabled(port);
  resetCartLedger();
  if (!withCart) notes.push(`${CART_SYNC_PATH} is not allow-listed on this build: the cart step is skipped`);
  const deadline = Date.now() + seconds * 1000;
  const stats = { requests: 0, status5xx: 0, timeouts: 0, errors: 0, byKind: {}, failures: [], cart: { attempts: 0, held: 0, refused: 0 } };
  const latencies = {};

  const call = async (kind, opts) => {
    const t0 = performance.now();
    stats.requests++;
    const k = (stats.byKind[kind] ??= { count: 0, status: {} });
    k.count++;
    try {
      const r = await rawRequest({ port, timeoutMs: TIMEOUT_MS, ...opts });
      (latencies[kind] ??= []).push(performance.now() - t0);
      k.status[r.status] = (k.status[r.status] ?? 0) + 1;
      if (r.status >= 500) {
        stats.status5xx++;
        if (stats.failures.length < 20) stats.failures.push(`${r.status} ${opts.method ?? 'GET'} ${opts.path} (${opts.host})`);
      }
      return r;
    } catch (e) {
      if (e.code === 'ETIMEDOUT') stats.timeouts++;
      else stats.errors++;
      if (stats.failures.length < 20) stats.failures.push(`${e.code ?? 'error'} ${opts.method ?? 'GET'} ${opts.path} (${opts.host})`);
      return null;
    }
  };
  const think = () => new Promise((r) => setTimeout(r, thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0])));

  const customer = async (i) => {
    const lang = i % 3 === 0 ? 'ar' : 'en';
    let lastVersionPoll = 0;
    while (Date.now() < deadline) {
      const route = routes[Math.floor(Math.random() * routes.length)];
      await call('page', { path: routePath(route, lang), host: `${route.host}:${port}` });
      await think();
      if (Math.random() < 0.5) {
        const term = SEARCH_TERMS[Math.floor(Math.random() * SEARCH_TERMS.length)];
        await call('search', { path: `/api/provider/search/global?search=${encodeURIComponent(term)}`, host: `${route.host}:${port}` });
        await think();
      }
      if (Date.now() - lastVersionPoll > 60_000) {
        lastVersionPoll = Date.now();
        await call('version', { path: '/version.json', host: `${route.host}:${port}` });
      }
      if (withCart && Math.random() < 0.3) {
        stats.cart.attempts++;
        const outcome = await addFacilityTicket({ call, port, customer: i, lang });
        if (outcome === 'held') stats.cart.held++;
        else if (outcome === 'refused') stats.cart.refused++;
        await think();
      }
    }
  };

  const started = Date.now();
  await Promise.all(Array.from({ length: customers }, (_, i) => customer(i)));
  const elapsed = (Date.now() - started) / 1000;
  const latency = Object.fromEntries(
    Object.entries(latencies).map(([kind, xs]) => {
      const s = xs.sort((a, b) => a - b);
      return [kind, { p50: Math.round(percentile(s, 50)), p99: Math.round(percentile(s, 99)), max: Math.round(s[s.length - 1] ?? 0) }];
    }),
  );
  const reservations = withCart && sandboxPort ? await checkReservations({ sandboxPort }) : null;
  return { customers, seconds, elapsed: Math.round(elapsed), rps: Math.round(stats.requests / elapsed), ...stats, latency, notes, cartStep: withCart, reservations };
}
