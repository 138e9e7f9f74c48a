#!/usr/bin/env node
/**
 * `npm run test:rush` (issue 26), by hand: a flash sale. RUSH_BUYERS (300) buyers arrive at once for one session of
 * RUSH_CAPACITY (50) places (scripts/rush/seed.mjs), each through the real HTTP path (scripts/rush/buyer.mjs), on
 * RUSH_TOPOLOGY `single`, `cluster` or `both` (default). RUSH_ABANDON (5) of the buyers who got a place leave it in
 * the cart; after the sandbox's hold time (RUSH_HOLD_MINUTES, 1) their holds must be gone, and the buyers who were
 * told "sold out" try once more, so the abandoned places are sold too. It passes when, on every topology:
 *   paid places == capacity exactly, no customer has two orders, 0 × 5xx, 0 time-outs or network errors, every buyer
 *   without a place was told so in the UI's words, and no abandoned hold outlives the hold time.
 * RUSH_SLOW_PROVIDER_MS (0) slows every provider call by that much (2000: the slow provider).
 * Reports orders per second and p50/p99 per step; writes bench-results/rush-latest.json.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../lib/build.mjs';
import { repoRoot } from '../lib/repo.mjs';
import { scriptSettings } from '../lib/settings.mjs';
import { Buyer } from './buyer.mjs';
import { Recorder } from './report.mjs';
import { rushSlot } from './seed.mjs';
import { startTopology } from './topology.mjs';

const settings = scriptSettings({ RUSH_BUYERS: 300, RUSH_CAPACITY: 50, RUSH_ABANDON: 5, RUSH_HOLD_MINUTES: 1, RUSH_PORT_BASE: 3600, RUSH_SLOW_PROVIDER_MS: 0 });
const { RUSH_BUYERS: BUYERS, RUSH_CAPACITY: CAPACITY, RUSH_ABANDON: ABANDON, RUSH_HOLD_MINUTES: HOLD_MINUTES } = settings;
const { RUSH_PORT_BASE: BASE, RUSH_SLOW_PROVIDER_MS: SLOW_MS } = settings;
const TOPOLOGIES = (process.env.RUSH_TOPOLOGY ?? 'both') === 'both' ? ['single', 'cluster'] : [process.env.RUSH_TOPOLOGY];
const log = (m) => console.log(`[rush] ${m}`);

const en = JSON.parse(readFileSync('messages/en.json', 'utf8'));
/** What the cart says for a place refused at cart/sync (lib/api/refusals.ts) and the checkout for sold_out. */
function uiWords(refusal) {
  if (refusal.status === 409) {
    const m = /remaining capacity is (\d+), requested capacity is (\d+)/.exec(refusal.message ?? '');
    return m ? en.cart.capacityRemaining.replace('{remaining}', m[1]).replace('{requested}', m[2]) : en.cart.capacityReached;
  }
  if (refusal.code === 'sold_out') return en.cart.capacityReached;
  return null;
}

/** One buyer's whole visit: sign in, hold, and (unless abandoning) order, pay, come back. */
async function visit(b, { abandonLeft }) {
  try {
    await b.signIn();
    const h = await b.hold();
    if (!h.held) return (b.outcome = { kind: 'refused', words: uiWords(h), status: h.status });
    if (abandonLeft.n > 0) {
      abandonLeft.n--;
      return (b.outcome = { kind: 'abandoned' });
    }
    const o = await b.order();
    if (!o.answer?.ok) return (b.outcome = { kind: 'refused', words: uiWords({ code: o.answer?.code }), status: o.status, code: o.answer?.code });
    if (o.answer.result !== 'redirect' || !o.answer.payment?.url) return (b.outcome = { kind: 'odd', detail: o.answer });
    const p = await b.pay(o.answer.payment.url);
    b.outcome = p.success ? { kind: 'paid', at: performance.now() } : { kind: 'odd', detail: p };
  } catch (e) {
    b.outcome = { kind: 'error', detail: e.message };
  }
  return b.outcome;
}

function sandboxFacts(db, slot) {
  const d = new Database(db, { readonly: true });
  try {
    const paid = d.prepare("SELECT COUNT(*) AS n FROM cm_orders WHERE status = 'paid'").get().n;
    const twice = d.prepare("SELECT customer_id, COUNT(*) AS n FROM cm_orders WHERE status NOT IN ('cancelled', 'failed') GROUP BY customer_id HAVING n > 1").all();
    const held = d
      .prepare('SELECT COALESCE(SUM(units), 0) AS n FROM fb_reservations WHERE facility_id = 31 AND date = ? AND start_time = ? AND expires_at > ?')
      .get(slot.date, slot.start_time, Date.now()).n;
    const cartHolds = d.prepare("SELECT COUNT(*) AS n FROM fb_reservations WHERE session_id NOT LIKE 'order:%' AND expires_at > ?").get(Date.now()).n;
    return { paid, customersWithTwoOrders: twice.length, placesTaken: held, liveCartHolds: cartHolds };
  } finally {
    d.close();
  }
}

async function rush(kind, i) {
  const top = await startTopology(kind, { base: BASE + i * 10, capacity: CAPACITY, holdMinutes: HOLD_MINUTES, slowMs: SLOW_MS, log });
  const rec = new Recorder();
  const slot = rushSlot();
  try {
    log(`${kind}: ${BUYERS} buyers at once for ${CAPACITY} places (${slot.date} ${slot.start_time}), storefront on 127.0.0.1:${top.port}`);
    const buyers = Array.from({ length: BUYERS }, (_, n) => new Buyer({ index: n, port: top.port, host: `localhost:${top.port}`, address: `10.${(n >> 8) & 255}.${n & 255}.${7 + i}`, slot, record: rec.record }));
    const t0 = performance.now();
    const abandonLeft = { n: ABANDON };
    await Promise.all(buyers.map((b) => visit(b, { abandonLeft })));
    const wave1 = (performance.now() - t0) / 1000;
    const paid1 = buyers.filter((b) => b.outcome.kind === 'paid');
    const lastPaid = Math.max(...paid1.map((b) => b.outcome.at), t0);
    const afterWave1 = sandboxFacts(top.sandboxDb, slot);
    log(`${kind}: wave 1 in ${wave1.toFixed(1)} s: ${paid1.length} paid, ${buyers.filter((b) => b.outcome.kind === 'abandoned').length} abandoned in the cart; sandbox ${JSON.stringify(afterWave1)}`);

    // The abandoned holds run out; then everyone who was told "sold out" tries once more.
    log(`${kind}: waiting ${HOLD_MINUTES} min (+5 s) for the abandoned holds to run out`);
    await new Promise((r) => setTimeout(r, HOLD_MINUTES * 60_000 + 5000));
    const afterHold = sandboxFacts(top.sandboxDb, slot);
    const losers = buyers.filter((b) => b.outcome.kind === 'refused');
    const retry = losers.map((b) => new Buyer({ index: BUYERS + b.index, port: top.port, host: b.host, address: b.address, slot, record: rec.record }));
    await Promise.all(retry.map((b) => visit(b, { abandonLeft: { n: 0 } })));
    const final = sandboxFacts(top.sandboxDb, slot);
    const everyone = [...buyers, ...retry];
    const refused = everyone.filter((b) => b.outcome.kind === 'refused');
    const result = {
      topology: kind,
      buyers: BUYERS,
      capacity: CAPACITY,
      slowProviderMs: SLOW_MS,
      wave1Seconds: Number(wave1.toFixed(1)),
      ordersPerSecond: Number((paid1.length / ((lastPaid - t0) / 1000 || 1)).toFixed(1)),
      paidWave1: paid1.length,
      paidRetry: retry.filter((b) => b.outcome.kind === 'paid').length,
      abandoned: buyers.filter((b) => b.outcome.kind === 'abandoned').length,
      toldSoldOut: refused.filter((b) => b.outcome.words).length,
      refusedWithoutWords: refused.filter((b) => !b.outcome.words).map((b) => b.outcome).slice(0, 5),
      errors: everyone.filter((b) => b.outcome.kind === 'error' || b.outcome.kind === 'odd').map((b) => b.outcome).slice(0, 5),
      status5xx: rec.count((k) => /^5\d\d$/.test(k)),
      timeouts: rec.count((k) => k === 'timeout'),
      networkErrors: rec.count((k) => k === 'error'),
      sandbox: { afterWave1, afterHoldTime: afterHold, final },
      words: [...new Set(refused.map((b) => b.outcome.words))].slice(0, 3),
      steps: rec.summary(),
    };
    result.pass =
      final.paid === CAPACITY &&
      final.customersWithTwoOrders === 0 &&
      result.status5xx === 0 &&
      result.timeouts === 0 &&
      result.networkErrors === 0 &&
      result.errors.length === 0 &&
      result.refusedWithoutWords.length === 0 &&
      afterHold.liveCartHolds === 0;
    return result;
  } finally {
    await top.stop();
  }
}

buildIfNeeded();
const results = [];
for (const [i, kind] of TOPOLOGIES.entries()) results.push(await rush(kind, i));
const out = { date: new Date().toISOString(), machine: `${os.cpus().length} × ${os.cpus()[0]?.model?.trim()}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`, results };
mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
writeFileSync(path.join(repoRoot, 'bench-results/rush-latest.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out, null, 2));
const ok = results.every((r) => r.pass);
log(ok ? `PASS on ${TOPOLOGIES.join(' and ')}` : 'FAIL');
process.exit(ok ? 0 : 1);
