import { afterAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { openDb } from '../db';
import { Router, type Reply } from '../http';
import { loadSeed, MODULES } from '../server';
import { todayIn } from './clock';

/** The catalogue paths against the shipped seed (sandbox/README.md), answers checked by the shared schemas. */
const { seed, text } = loadSeed();
const db = openDb(':memory:', seed, text, MODULES);
const router = new Router();
for (const m of MODULES) m.routes(router);
afterAll(() => db.close());

// Answers are read loosely here; their shape is already enforced by the shared zod schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function get(path: string, token: string | null = 'oasis-site-token'): Promise<Reply & { body: { status: boolean; data: Loose; message?: string } }> {
  const url = new URL(path, 'http://sandbox.invalid');
  const found = router.match('GET', url.pathname);
  if (!found || found === 'method') throw new Error(`no route for ${path}`);
  return (await found.handler({ db, req: {} as IncomingMessage, params: found.params, query: url.searchParams, body: undefined, headers: {}, venueToken: token, log: () => {} })) as never;
}

describe('sandbox catalogue', () => {
  // spec §9: default page size 16
  it('pages the events list by 16, soonest first, with dates relative to the venue today', async () => {
    const first = await get('/api/v2/events');
    expect(first.body.data.per_page).toBe(16);
    expect(first.body.data.data).toHaveLength(16);
    expect(first.body.data.total_pages).toBe(2);
    const dates = first.body.data.data.map((e: { start_date: string }) => e.start_date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]).toBe(todayIn('Asia/Dubai'));
    const second = await get('/api/v2/events?page=2');
    expect(second.body.data.current_page).toBe(2);
    expect(second.body.data.data.length).toBe(2);
  });

  it('filters events by a venue-local date range', async () => {
    const day = (await get('/api/v2/events')).body.data.data[0].start_date as string;
    const res = await get(`/api/v2/events?from=${day}&to=${day}`);
    expect(res.body.data.data.length).toBeGreaterThan(0);
    expect(res.body.data.data.every((e: { start_date: string; end_date: string }) => e.start_date <= day && e.end_date >= day)).toBe(true);
  });

  it('answers event details with schedules, tickets and location, and 404 for an unknown id', async () => {
    const e = await get('/api/v2/events/1');
    expect(e.body.data.schedules).toHaveLength(2);
    expect(e.body.data.tickets[0]).toMatchObject({ price: expect.any(Number), tax_amount: expect.any(Number) });
    expect(e.body.data.location.map_pin).toEqual({ lat: 25.2285, lng: 55.3273 });
    expect(e.body.data.ar_name).toBeTruthy();
    expect((await get('/api/v2/events/31')).status).toBe(404); // another venue's event
    expect((await get('/api/v2/events/abc')).status).toBe(404);
  });

  it('serves trainers, academies and memberships; arena has no trainers', async () => {
    expect((await get('/api/v2/trainers')).body.data.total).toBe(5);
    expect((await get('/api/v2/trainers/11')).body.data.packages.length).toBeGreaterThan(0);
    const academy = (await get('/api/v2/academies/22')).body.data;
    expect(academy.programmes.length).toBe(2);
    expect(academy.packages.every((p: { programme_id: number }) => academy.programmes.some((g: { id: number }) => g.id === p.programme_id))).toBe(true);
    const memberships = (await get('/api/v2/memberships')).body.data;
    expect(memberships[0].packages.some((p: { instalments: unknown[] }) => p.instalments.length > 0)).toBe(true);
    expect((await get('/api/v2/trainers', 'arena-site-token')).body.data.total).toBe(0);
    expect((await get('/api/v2/events', null)).status).toBe(404);
  });

  it('keeps the events findable by global search', async () => {
    const res = await get('/api/v2/search/global?search=padel');
    expect(res.body.data.data).toContainEqual(expect.objectContaining({ type: 'event', id: 1 }));
  });
});
