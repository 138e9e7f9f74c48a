import { describe, expect, it, beforeEach } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { loadSeed, MODULES } from '../server';
import { openDb, type DB } from '../db';
import { Router, type Reply } from '../http';
import { HOLD_MINUTES } from './facilities';
import { venueNow, addDays } from './clock';

let db: DB;
const router = new Router();
for (const m of MODULES) m.routes(router);

function call(method: string, path: string, opts: { sid?: string; body?: unknown; bearer?: string } = {}): Reply {
  const url = new URL(path, 'http://x');
  const found = router.match(method, url.pathname);
  if (!found || found === 'method') throw new Error(`no route ${method} ${path}`);
  const headers: Record<string, string> = { 'x-site-token': 'oasis-site-token' };
  if (opts.sid) headers['x-session-id'] = opts.sid;
  if (opts.bearer) headers.authorization = `Bearer ${opts.bearer}`;
  return found.handler({ db, req: {} as IncomingMessage, params: found.params, query: url.searchParams, body: opts.body, headers, venueToken: 'oasis-site-token', log: () => {} }) as Reply;
}

const tomorrow = addDays(venueNow('Asia/Dubai').date, 1);
const pool = (quantity: number, product_id = 311, start_time = '09:00:00') => ({ product_id, quantity, date: tomorrow, start_time, end_time: '10:00:00', facility_id: 31 });

beforeEach(() => {
  const { seed, text } = loadSeed();
  db = openDb(':memory:', seed, text, MODULES);
});

describe('sandbox cart/sync (spec §7, issue 5 reservations)', () => {
  it('holds places and refuses over capacity with the spec §8 message', () => {
    // Lap Pool: capacity 6, 4 booked tomorrow 09:00.
    const before = Date.now();
    const held = call('POST', '/api/v2/cart/sync', { sid: 'session-aaaa', body: { products: [pool(1)] } });
    expect(held.status).toBe(200);
    // The answer says when the hold ends: the storefront counts that down (docs/commerce.md).
    const ends = Date.parse((held.body as { data: { expires_at: string } }).data.expires_at);
    expect(ends - before).toBeGreaterThanOrEqual(HOLD_MINUTES * 60_000);
    expect(ends - Date.now()).toBeLessThanOrEqual(HOLD_MINUTES * 60_000);
    const r = call('POST', '/api/v2/cart/sync', { sid: 'session-bbbb', body: { products: [pool(2)] } });
    expect(r.status).toBe(409);
    expect((r.body as { message: string }).message).toBe('Maximum capacity reached, remaining capacity is 1, requested capacity is 2');
    expect((call('POST', '/api/v2/cart/sync', { sid: 'session-bbbb', body: { products: [pool(1, 312)] } }).body as { message: string }).message).toBe(
      'Maximum capacity reached, remaining capacity is 1, requested capacity is 4',
    );
  });

  it('a call is all or nothing', () => {
    const r = call('POST', '/api/v2/cart/sync', { sid: 'session-aaaa', body: { products: [pool(1, 311, '12:00:00'), pool(9, 311, '13:00:00')] } });
    expect(r.status).toBe(409);
    expect(db.prepare('SELECT COUNT(*) AS n FROM fb_reservations').get()).toEqual({ n: 0 });
  });

  it('marks the caller\u2019s own holds as self; DELETE releases them; holds expire after 15 minutes', () => {
    // One place, so the pool stays free and facilities/auto keeps answering it (a full pool hands over to another).
    call('POST', '/api/v2/cart/sync', { sid: 'session-aaaa', body: { products: [pool(1)] } });
    const auto = (sid: string) =>
      (call('GET', `/api/v2/facilities/auto?venue_service_id=3&date=${tomorrow}&start_time=09:00:00&end_time=10:00:00`, { sid }).body as {
        data: { products: Array<{ reserved_slots: Array<{ session_id: string }> }> };
      }).data.products[0]!.reserved_slots.map((r) => r.session_id);
    expect(auto('session-aaaa')).toEqual(['self']);
    expect(auto('session-bbbb')[0]).not.toBe('self');
    call('DELETE', '/api/v2/cart/sync', { sid: 'session-aaaa', body: pool(1) });
    expect(auto('session-aaaa')).toEqual([]);
    call('POST', '/api/v2/cart/sync', { sid: 'session-aaaa', body: { products: [pool(1)] } });
    expect(call('POST', '/api/v2/cart/sync', { sid: 'session-bbbb', body: { products: [pool(2)] } }).status).toBe(409);
    db.prepare('UPDATE fb_reservations SET expires_at = ?').run(Date.now() - 1);
    expect(call('POST', '/api/v2/cart/sync', { sid: 'session-bbbb', body: { products: [pool(2)] } }).status).toBe(200);
  });

  it('a private slot goes once; a session id is required', () => {
    const court = { product_id: 111, quantity: 1, date: tomorrow, start_time: '10:00:00', end_time: '11:00:00', facility_id: 11 };
    expect(call('POST', '/api/v2/cart/sync', { sid: 'session-aaaa', body: { products: [court] } }).status).toBe(200);
    expect(call('POST', '/api/v2/cart/sync', { sid: 'session-bbbb', body: { products: [court] } }).status).toBe(409);
    expect(call('POST', '/api/v2/cart/sync', { body: { products: [court] } }).status).toBe(400);
  });

  // spec §7 customers-associated: the family of the customer behind the bearer token, nobody else's.
  it('customers-associated answers the family of the signed-in customer only', () => {
    expect(call('GET', '/api/v2/customers-associated').status).toBe(401);
    expect(call('GET', '/api/v2/customers-associated', { bearer: 'not-a-token' }).status).toBe(401);
    const login = (mobile: string) =>
      (call('POST', '/api/v2/auth/login', { body: { country_code: '971', mobile_number: mobile, password: 'Sandbox#2026' } }).body as { data: { token: string } }).data.token;
    const family = (bearer: string) => (call('GET', '/api/v2/customers-associated', { bearer }).body as { data: Array<{ name: string }> }).data.map((f) => f.name);
    expect(family(login('501234567'))).toEqual(['Yasmin Haddad', 'Omar Haddad']);
    expect(family(login('502222222'))).toEqual([]);
  });

  it('the schedule answers the seed rules (maintenance, member-only control, event schedule)', () => {
    const body = call('GET', `/api/v2/facilities/schedule?venue_service_id=1&date=${tomorrow}`).body as {
      data: { facilities: Array<{ id: number; maintenances: unknown[]; schedule_control: Array<{ channels: string[] }> }> };
    };
    const court2 = body.data.facilities.find((f) => f.id === 12)!;
    expect(court2.maintenances).toHaveLength(1);
    expect(court2.schedule_control[0]!.channels).toEqual(['members', 'partners']);
  });
});

describe('sandbox facilities/auto for a held slot (spec §2 cart with add-on cards)', () => {
  it('the session holding a private court still gets its products; another session does not', () => {
    const day = addDays(venueNow('Asia/Dubai').date, 4);
    const court = { product_id: 111, quantity: 1, date: day, start_time: '20:00:00', end_time: '21:00:00', facility_id: 11 };
    expect(call('POST', '/api/v2/cart/sync', { sid: 'session-aaaa', body: { products: [court] } }).status).toBe(200);
    const q = `/api/v2/facilities/auto?venue_service_id=1&date=${day}&start_time=20:00:00&end_time=21:00:00&facility_id=11`;
    const mine = call('GET', q, { sid: 'session-aaaa' });
    expect(mine.status).toBe(200);
    expect((mine.body as { data: { categories: unknown[] } }).data.categories.length).toBeGreaterThan(0);
    expect(call('GET', q, { sid: 'session-bbbb' }).status).toBe(404);
  });
});
