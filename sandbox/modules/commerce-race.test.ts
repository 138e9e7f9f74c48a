import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startSandbox } from '../server';
import { orderResponseSchema } from '../../lib/provider/commerce';
import { eventResponseSchema } from '../../lib/provider/events';

/**
 * docs/commerce.md: event tickets are checked against each ticket's capacity per schedule inside the order's
 * transaction, so buyers racing for the last ticket over HTTP never get it twice (issue 12 §9 race).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-race-'));
let base = '';
let stop: () => void = () => {};

beforeAll(async () => {
  process.env.SANDBOX_DB = path.join(dir, 'race.sqlite');
  const { server, db } = startSandbox(0);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = () => {
    server.close();
    db.close();
  };
});
afterAll(() => {
  stop();
  delete process.env.SANDBOX_DB;
  rmSync(dir, { recursive: true, force: true });
});

const venue = { 'x-site-token': 'oasis-site-token' };

async function guestToken(n: number): Promise<string> {
  const r = await fetch(`${base}/api/v2/auth/guest-login`, {
    method: 'POST',
    headers: { ...venue, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Racer ${n}`, country_code: '971', mobile_number: `5010000${String(n).padStart(2, '0')}`, email: `racer${n}@example.com` }),
  });
  return ((await r.json()) as { data: { token: string } }).data.token;
}

function buyLastTicket(bearer: string, n: number) {
  const form = new FormData();
  form.set('products', JSON.stringify({ event: [{ event_id: 14, event_ticket_id: 1450, schedule_id: 1401, quantity: 1 }] }));
  form.set('return_url', 'http://localhost:3000');
  return fetch(`${base}/api/v2/orders`, { method: 'POST', headers: { ...venue, authorization: `Bearer ${bearer}`, 'idempotency-key': `race-attempt-${n}` }, body: form });
}

describe('racing for the last event ticket (capacity 1)', () => {
  it('exactly one of six concurrent buyers gets it; the others are told it is sold out', async () => {
    const tokens = await Promise.all([1, 2, 3, 4, 5, 6].map(guestToken));
    const answers = await Promise.all(tokens.map((t, i) => buyLastTicket(t, i)));
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, body: (await r.json()) as { message: string; data: { code?: string } } })));
    const won = bodies.filter((b) => b.status === 200);
    expect(won).toHaveLength(1);
    expect(orderResponseSchema.parse(won[0]!.body).data?.transactionId).toBeTruthy();
    expect(bodies.filter((b) => b.status === 409).map((b) => b.body.data.code)).toEqual(Array(5).fill('sold_out'));
    const event = eventResponseSchema.parse(await (await fetch(`${base}/api/v2/events/14`, { headers: venue })).json());
    expect(event.data.tickets[0]!.sold_out).toBe(true);
  });
});
