#!/usr/bin/env node
/**
 * Does a PDF hold up the server? (docs/decisions.md "PDF worker threads"). Production build and sandbox on loopback;
 * a paid order with PDF_TICKETS tickets is written into the sandbox's database; then, ROUNDS times, one tickets PDF
 * is asked for and, while it renders, a cheap request (GET /api/health?probe=live) every 20 ms. Prints how long the
 * PDF took and how long the cheap requests waited (median, worst). The only checks are that both answers are right
 * (a PDF; the liveness answer): timing is reported, never asserted (it depends on the machine).
 *
 *   node scripts/bench/pdf-event-loop.mjs      Env: BENCH_PORT (3305), BENCH_SANDBOX_PORT (4305), BENCH_ROUNDS (5),
 *                                               PDF_TICKETS (6)
 */
import path from 'node:path';
import { buildIfNeeded } from '../lib/build.mjs';
import { rawRequest } from '../lib/http.mjs';
import { benchSettings } from '../lib/settings.mjs';
import { startStack, stopOnSignal } from '../lib/stack.mjs';
import { seedPaidOrder } from './paid-order.mjs';
import { BENCH_CUSTOMERS, signIn } from './personal.mjs';

const { BENCH_PORT: PORT, BENCH_SANDBOX_PORT: SANDBOX_PORT, BENCH_ROUNDS: ROUNDS, PDF_TICKETS: TICKETS } = benchSettings({ BENCH_ROUNDS: 5, PDF_TICKETS: 6 });
const HOST = 'localhost';
const TOKEN = 'bench_pdf_event_loop';

const timed = async (req) => {
  const t0 = performance.now();
  const res = await rawRequest({ port: PORT, host: HOST, timeoutMs: 60_000, ...req });
  return { res, ms: performance.now() - t0 };
};
// The order is the first seeded customer's: only its owner (or the browser that placed it) gets its PDFs.
let owner = '';
const pdfRequest = () => timed({ path: `/api/orders/${TOKEN}/pdf?kind=tickets&lang=en`, headers: { cookie: owner } });
const cheapRequest = () => timed({ path: '/api/health?probe=live' });

function check({ res }, what, ok) {
  if (!ok(res)) throw new Error(`${what} answered ${res.status} ${res.headers['content-type']}: ${res.body.slice(0, 120)}`);
}
const isPdf = (res) => res.status === 200 && res.headers['content-type'] === 'application/pdf' && res.body.startsWith('%PDF-');
const isLive = (res) => res.status === 200 && JSON.parse(res.body).live === true;

/** One PDF and, while it is under way, a cheap request every 20 ms (each waits for its answer before the next). */
async function round() {
  let pdfDone = false;
  const pdf = pdfRequest().finally(() => (pdfDone = true));
  const waits = [];
  while (!pdfDone) {
    const cheap = await cheapRequest();
    check(cheap, 'GET /api/health?probe=live', isLive);
    waits.push(cheap.ms);
    await new Promise((r) => setTimeout(r, 20));
  }
  const done = await pdf;
  check(done, 'the tickets PDF', isPdf);
  return { pdfMs: done.ms, waits };
}

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;
const median = (xs) => quantile(xs, 0.5);

buildIfNeeded();
const stack = await startStack({ nextPort: PORT, sandboxPort: SANDBOX_PORT });
stopOnSignal(stack.stop);
try {
  seedPaidOrder(path.join(stack.dir, 'sandbox.sqlite'), { token: TOKEN, tickets: TICKETS });
  owner = await signIn({ port: PORT, host: HOST, mobile: BENCH_CUSTOMERS[0] });
  // Warm-up: the first PDF loads the fonts (and starts the worker), the first health answer compiles its route.
  check(await pdfRequest(), 'the first tickets PDF', isPdf);
  check(await cheapRequest(), 'GET /api/health?probe=live', isLive);
  const idle = [];
  for (let i = 0; i < 20; i++) idle.push((await cheapRequest()).ms);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await round());
  const waits = rounds.flatMap((r) => r.waits);
  const f = (ms) => `${Math.round(ms)} ms`;
  console.log(`PDF of ${TICKETS} tickets, ${ROUNDS} rounds: median ${f(median(rounds.map((r) => r.pdfMs)))}`);
  const spread = (xs) => `median ${f(median(xs))}, p90 ${f(quantile(xs, 0.9))}, worst ${f(Math.max(...xs))}`;
  console.log(`cheap request alone (${idle.length}): ${spread(idle)}`);
  console.log(`cheap request during a PDF (${waits.length}): ${spread(waits)}; over 200 ms: ${waits.filter((w) => w > 200).length}`);
} finally {
  await stack.stop();
}
