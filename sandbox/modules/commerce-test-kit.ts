import type { IncomingMessage } from 'node:http';
import { loadSeed, MODULES } from '../server';
import { openDb, type DB } from '../db';
import { Router, type Reply } from '../http';

/**
 * In-process calls for the commerce unit tests: the real routes on a fresh in-memory database loaded from the
 * shipped seed (no network). Not a test file itself.
 */
export const OASIS = 'oasis-site-token';
export const ARENA = 'arena-site-token';

export interface CallOptions {
  venue?: string;
  bearer?: string;
  sid?: string;
  key?: string;
  body?: unknown;
}

export function commerceKit() {
  const router = new Router();
  for (const m of MODULES) m.routes(router);
  const { seed, text } = loadSeed();
  const db: DB = openDb(':memory:', seed, text, MODULES);

  function call(method: string, path: string, o: CallOptions = {}): Reply {
    const url = new URL(path, 'http://127.0.0.1:4999');
    const found = router.match(method, url.pathname);
    if (!found || found === 'method') throw new Error(`no route ${method} ${path}`);
    const venue = o.venue ?? OASIS;
    const headers: Record<string, string> = { 'x-site-token': venue, host: '127.0.0.1:4999' };
    if (o.sid) headers['x-session-id'] = o.sid;
    if (o.bearer) headers.authorization = `Bearer ${o.bearer}`;
    if (o.key) headers['idempotency-key'] = o.key;
    const req = { socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
    return found.handler({ db, req, params: found.params, query: url.searchParams, body: o.body, headers, venueToken: venue, log: () => {} }) as Reply;
  }

  function login(mobile: string): string {
    const r = call('POST', '/api/v2/auth/login', { body: { country_code: '971', mobile_number: mobile, password: 'Sandbox#2026' } });
    return (r.body as { data: { token: string } }).data.token;
  }

  function guest(): string {
    const r = call('POST', '/api/v2/auth/guest-login', { body: { name: 'Guest Buyer', country_code: '971', mobile_number: '509998877', email: 'guest@example.com' } });
    return (r.body as { data: { token: string } }).data.token;
  }

  /** POST orders as the storefront sends it: multipart fields, the bundle as JSON. */
  function order(bundle: Record<string, unknown>, o: CallOptions & { fields?: Record<string, string> } = {}): Reply {
    const form = new FormData();
    form.set('products', JSON.stringify(bundle));
    form.set('return_url', o.venue === ARENA ? 'http://arena.localhost:3000' : 'http://localhost:3000');
    for (const [k, v] of Object.entries(o.fields ?? {})) form.set(k, v);
    return call('POST', '/api/v2/orders', { ...o, body: form });
  }

  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  function decide(transactionId: string, decision: 'pay' | 'decline' | 'cancel'): Reply {
    return call('POST', `/pay/${transactionId}/decision`, { body: form({ decision }) });
  }

  return { db, call, login, guest, order, decide, form };
}

export const CUSTOMER = '501234567';
export const MEMBER = '502222222';
export const PARTNER = '503333333';

export const data = <T = Record<string, unknown>>(r: Reply) => (r.body as { data: T }).data;
export const message = (r: Reply) => (r.body as { message: string }).message;
export const code = (r: Reply) => (r.body as { data: { code: string } }).data.code;
