import { rawRequest } from '../lib/http.mjs';
import { SESSION } from './seed.mjs';

/**
 * One buyer of the flash sale (issue 26), each step through the real HTTP path, as the browser makes it:
 *   signin   guest login (next-auth's CSRF token, then its credentials callback, as the guest form's sign-in does)
 *   cart     POST /api/provider/cart/sync: the place held for this browser (`sid`)
 *   order    POST /api/checkout/order with an idempotency key (the cart's holds become the order's)
 *   pay      the sandbox's hosted payment page, then its Pay button (a form post answered 303 to the storefront)
 *   return   the storefront's payment result page the provider sent the browser back to
 * A buyer who is refused is told why in the UI's words (the cart's `capacityReached`/`capacityRemaining` for a
 * 409, the checkout's for `sold_out`). `address` is the client address the front reports (X-Forwarded-For).
 */
const TIMEOUT_MS = 120_000;

export class Buyer {
  constructor({ index, port, host, sandboxPort, address, slot, record }) {
    Object.assign(this, { index, port, host, sandboxPort, address, slot, record });
    this.jar = new Map();
    this.email = `rush-${index}-${Date.now().toString(36)}@example.com`;
    this.mobile = `58${String(1_000_000 + index).slice(-7)}`;
    this.outcome = null;
  }

  cookieHeader() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(headers) {
    for (const c of [headers['set-cookie'] ?? []].flat()) {
      const m = /^([^=]+)=([^;]*)/.exec(String(c));
      if (!m) continue;
      if (m[2] === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(String(c))) this.jar.delete(m[1]);
      else this.jar.set(m[1], m[2]);
    }
  }

  /** One timed request to the storefront (or the sandbox with `port`), recorded under `step`. */
  async call(step, { path, method = 'GET', headers = {}, body, port = this.port, host = this.host }) {
    const t0 = performance.now();
    try {
      const r = await rawRequest({
        port,
        host,
        path,
        method,
        body,
        timeoutMs: TIMEOUT_MS,
        headers: { 'x-forwarded-for': this.address, ...(this.jar.size && port === this.port ? { cookie: this.cookieHeader() } : {}), ...headers },
      });
      if (port === this.port) this.keep(r.headers);
      this.record(step, performance.now() - t0, r.status);
      return r;
    } catch (e) {
      this.record(step, performance.now() - t0, e.code === 'ETIMEDOUT' ? 'timeout' : 'error');
      throw e;
    }
  }

  async signIn() {
    const csrf = await this.call('signin', { path: '/api/auth/csrf' });
    const { csrfToken } = JSON.parse(csrf.body);
    const form = new URLSearchParams({ csrfToken, callbackUrl: '/', name: `Rush Buyer ${this.index}`, email: this.email, country_code: '971', mobile_number: this.mobile });
    const r = await this.call('signin', { path: '/api/auth/callback/guest', method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    if (![...this.jar.keys()].some((k) => k.includes('session-token'))) throw new Error(`guest sign-in refused (${r.status} ${r.headers.location ?? ''})`);
  }

  line() {
    return { product_id: SESSION.product_id, quantity: 1, facility_id: SESSION.facility_id, ...this.slot };
  }

  /** 'held', or 'sold_out' with the answer's words. */
  async hold() {
    const r = await this.call('cart', { path: '/api/provider/cart/sync', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ products: [this.line()] }) });
    const body = safeJson(r.body);
    if (r.status === 200 && body?.status === true) return { held: true };
    return { held: false, status: r.status, message: body?.message ?? null };
  }

  async order() {
    const body = {
      bundle: { capacity_facility: [{ ...this.line(), venue_service_id: SESSION.venue_service_id, customers: [], addons: [] }] },
      payment: { method: 'card' },
      payer: { firstName: 'Rush', lastName: 'Buyer', email: this.email, mobile: `+971${this.mobile}` },
      locale: 'en',
    };
    const r = await this.call('order', { path: '/api/checkout/order', method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': `rush-${this.index}-${Date.now()}-key` }, body: JSON.stringify(body) });
    return { status: r.status, answer: safeJson(r.body) };
  }

  /** The hosted payment page, its Pay button, and the storefront page it returns to. */
  async pay(url) {
    const u = new URL(url);
    const page = await this.call('pay', { path: u.pathname + u.search, port: Number(u.port), host: u.host });
    if (page.status !== 200) throw new Error(`payment page answered ${page.status}`);
    const decided = await this.call('pay', { path: `${u.pathname}/decision`, method: 'POST', port: Number(u.port), host: u.host, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=pay' });
    const back = new URL(decided.headers.location ?? '', 'http://x');
    const result = await this.call('return', { path: back.pathname + back.search });
    return { status: result.status, success: back.pathname.startsWith('/paymentsuccess/') && result.status === 200 };
  }
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
