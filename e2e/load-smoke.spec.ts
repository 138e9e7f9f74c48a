import { expect, test } from './support/test';
import { PORT, SANDBOX_PORT } from './support/env';
import { loadScript } from './support/scripts';

/**
 * Issue 6 §2 in smoke form (the full run is `npm run test:load`): 10 customers for 10 s, zero 5xx, zero time-outs,
 * and the sandbox's facility holds equal to what the customers were told they hold.
 */
test('load smoke: 10 customers for 10 s browse, search and hold facility tickets without a 5xx, a time-out or a lost hold', async () => {
  test.setTimeout(180_000);
  const { runCustomers } = await loadScript<typeof import('../scripts/load/customers.mjs')>('scripts/load/customers.mjs');
  const r = await runCustomers({ port: PORT, sandboxPort: SANDBOX_PORT, customers: 10, seconds: 10, warm: false });
  test.info().annotations.push({ type: 'load', description: `${r.requests} requests, ${r.rps} req/s, page p99 ${r.latency.page?.p99} ms` });
  expect(r.requests).toBeGreaterThan(20);
  expect(r.byKind.search?.count ?? 0).toBeGreaterThan(0);
  expect(r.failures).toEqual([]);
  expect({ status5xx: r.status5xx, timeouts: r.timeouts, errors: r.errors }).toEqual({ status5xx: 0, timeouts: 0, errors: 0 });
  expect(r.cartStep).toBe(true);
  expect(r.cart.attempts).toBeGreaterThan(0);
  expect(r.reservations?.problems).toEqual([]);
  expect(r.reservations?.sandboxHeld).toBe(r.reservations?.toldHeld);
});
