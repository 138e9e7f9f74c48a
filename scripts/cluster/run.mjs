#!/usr/bin/env node
/**
 * `npm run test:cluster` (issue 14 §5, DESIGN §7): the scale topology on loopback, without a container engine.
 * Installs Debian's nginx and redis-server when missing (as root), builds if needed, then starts Redis, the sandbox
 * (fresh database), two production storefront instances sharing Redis, and nginx from the shipped template, and
 * shows that:
 *   - each instance is ready (GET /api/health) and answers which hosts are venues (GET /api/venue-host);
 *   - a page rendered by instance A is served by instance B from the shared cache;
 *   - a tag revalidated through A is fresh on B;
 *   - a checkout repeated (same idempotency key) through B gets A's answer from the shared store, one order placed;
 *   - a host added to the tenants file is served by both instances within a minute, without restart;
 *   - nginx caches public pages by host and full URL, never a signed-in visitor's page nor a personal route;
 *   - stopping Redis degrades without a single 5xx (readiness says why, the log says it once), and both
 *     instances use Redis again when it is back;
 *   - SIGTERM lets a request in flight finish while new connections are refused;
 *   - nginx answers cached pages while both instances are stopped.
 * Everything it starts is stopped at the end, on failure, on a signal, and by an overall time-out
 * (CLUSTER_TIMEOUT_MS, default 6 minutes after the build), so it never hangs CI.
 *
 *   - HTTPS for a venue domain comes from a TLS front that issues certificates on demand (Caddy, Debian's package,
 *     with its own local certificate authority) only for hosts the storefront calls venues.
 * Ports (loopback): CLUSTER_PORT_BASE (3480): nginx = base, instances = base+1, base+2, Caddy https = base+3 (http
 * base+4); sandbox = base+1000, fault proxy = base+1001; Redis = CLUSTER_REDIS_PORT (6391).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { buildIfNeeded } from '../lib/build.mjs';
import { rawRequest } from '../lib/http.mjs';
import { checker, expect, get, title } from './harness.mjs';
import { resilienceChecks } from './resilience-checks.mjs';
import { startFaultProxy } from '../fault-proxy.mjs';
import {
  busyPorts,
  ensureSystemPackages,
  instanceEnv,
  nextStartArgs,
  nginxArgs,
  processes,
  redisArgs,
  repoRoot,
  waitForHttp,
  waitForRedis,
  writeNginxConfig,
} from './topology.mjs';

process.chdir(repoRoot);
const BASE = Number(process.env.CLUSTER_PORT_BASE ?? 3480);
const PORTS = {
  nginx: BASE,
  a: BASE + 1,
  b: BASE + 2,
  https: BASE + 3,
  caddyHttp: BASE + 4,
  sandbox: BASE + 1000,
  proxy: BASE + 1001,
  redis: Number(process.env.CLUSTER_REDIS_PORT ?? 6391),
};
const TIMEOUT_MS = Number(process.env.CLUSTER_TIMEOUT_MS ?? 360_000);
const started = Date.now();
const log = (m) => console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${m}`);

process.env.NEXT_TELEMETRY_DISABLED = '1';
const bins = ensureSystemPackages(log);
try {
  ensureSystemPackages(log, ['caddy']);
} catch (e) {
  log(`on-demand TLS check will be skipped: ${e.message}`);
}
bins.caddy = ensureSystemPackages(() => {}, []).caddy;
buildIfNeeded();

const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-cluster-'));
const procs = processes(dir);
const secret = randomBytes(16).toString('hex');
const tenantsFile = path.join(dir, 'tenants.json');
writeFileSync(tenantsFile, readFileSync('tenants.json'));
const sandboxDb = path.join(dir, 'sandbox.sqlite');
let proxy = null;

async function cleanup() {
  await procs.stopAll(8000);
  await proxy?.close().catch(() => {});
  if (process.env.CLUSTER_KEEP_DIR !== '1') rmSync(dir, { recursive: true, force: true });
}
const watchdog = setTimeout(() => {
  console.error(`[cluster] overall time-out after ${TIMEOUT_MS / 1000} s: stopping everything`);
  cleanup().finally(() => process.exit(1));
}, TIMEOUT_MS);
for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => void cleanup().finally(() => process.exit(130)));
for (const ev of ['uncaughtException', 'unhandledRejection']) {
  process.once(ev, (e) => {
    console.error(`[cluster] ${ev}: ${e?.stack ?? e}`);
    void cleanup().finally(() => process.exit(1));
  });
}

const { check, tally } = checker();
const health = async (port) => {
  const r = await get(port, '/api/health');
  return { status: r.status, body: JSON.parse(r.body) };
};

function startInstance(name, port, providerUrl) {
  procs.start(name, process.execPath, nextStartArgs(port), {
    env: instanceEnv({ providerUrl, redisUrl: `redis://127.0.0.1:${PORTS.redis}`, tenantsFile, secret }),
  });
}
const startRedis = () => procs.start('redis', bins.redis, redisArgs(PORTS.redis, dir));

try {
  const busy = await busyPorts(Object.values(PORTS));
  if (busy.length > 0) throw new Error(`ports already in use on 127.0.0.1: ${busy.join(', ')} (another run? set CLUSTER_PORT_BASE / CLUSTER_REDIS_PORT)`);
  log(`loopback ports: nginx ${PORTS.nginx}, instances ${PORTS.a} and ${PORTS.b}, sandbox ${PORTS.sandbox}, redis ${PORTS.redis}; logs in ${dir}`);
  startRedis();
  procs.start('sandbox', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/server.ts'], {
    env: { SANDBOX_PORT: String(PORTS.sandbox), SANDBOX_DB: sandboxDb, SANDBOX_RESET: '1' },
  });
  await waitForRedis(PORTS.redis);
  await waitForHttp(PORTS.sandbox, '/version.json', { timeoutMs: 60_000 });
  // Instance A reaches the provider through a proxy that can slow it down (the shutdown check needs a slow request).
  proxy = await startFaultProxy({ port: PORTS.proxy, target: `http://127.0.0.1:${PORTS.sandbox}`, slowMs: 3000 });
  startInstance('a', PORTS.a, proxy.url);
  startInstance('b', PORTS.b, `http://127.0.0.1:${PORTS.sandbox}`);
  await Promise.all([waitForHttp(PORTS.a, '/api/health', { timeoutMs: 90_000 }), waitForHttp(PORTS.b, '/api/health', { timeoutMs: 90_000 })]);
  const conf = writeNginxConfig({ dir, port: PORTS.nginx, upstreamPorts: [PORTS.a, PORTS.b] });
  procs.start('nginx', bins.nginx, nginxArgs(conf, dir));
  await waitForHttp(PORTS.nginx, '/api/health?probe=live', { timeoutMs: 20_000 });
  log('all up');

  await check('both instances are ready: provider and Redis reachable (GET /api/health 200)', async () => {
    // Readiness gives the provider 2 s; on a busy machine the first probes can miss that, so each instance has 30 s
    // to say ready once (a test of the topology, not of the machine's speed).
    for (const port of [PORTS.a, PORTS.b]) {
      const until = Date.now() + 30_000;
      let h = await health(port);
      while (!(h.status === 200 && h.body.checks.redis === 'ready' && h.body.checks.provider === 'ok') && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 1000));
        h = await health(port);
      }
      expect(h.status === 200 && h.body.checks.redis === 'ready' && h.body.checks.provider === 'ok', `:${port} ${JSON.stringify(h)}`);
    }
  });

  await check("a checkout repeated through instance B gets instance A's answer (idempotency key, shared store)", async () => {
    // A guest session (next-auth credentials 'guest', as the cart's guest login makes one), signed in through A.
    const csrf = await get(PORTS.a, '/api/auth/csrf');
    const jar = new Map();
    const keep = (r) => {
      for (const c of [r.headers['set-cookie'] ?? []].flat()) {
        const [pair] = c.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    keep(csrf);
    const form = new URLSearchParams({ csrfToken: JSON.parse(csrf.body).csrfToken, name: 'Cluster Guest', country_code: '971', mobile_number: '501119999', email: 'cluster.guest@example.com' });
    const login = await rawRequest({ port: PORTS.a, path: '/api/auth/callback/guest', method: 'POST', host: 'localhost', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() }, body: form.toString() });
    keep(login);
    expect([...jar.keys()].some((k) => k.includes('session-token')), `no session after the guest login: ${login.status} ${JSON.stringify(login.headers['set-cookie'])}`);
    const key = randomBytes(18).toString('base64url');
    const body = JSON.stringify({
      bundle: { event: [{ event_id: 2, event_ticket_id: 250, schedule_id: 201, quantity: 1 }] },
      payment: { method: 'card' },
      payer: { firstName: 'Cluster', lastName: 'Guest', email: 'cluster.guest@example.com', mobile: '+971501119999' },
      locale: 'en',
    });
    const place = (port) => rawRequest({ port, path: '/api/checkout/order', method: 'POST', host: 'localhost', headers: { 'content-type': 'application/json', 'idempotency-key': key, cookie: cookie() }, body, timeoutMs: 30_000 });
    const orders = () => {
      const db = new Database(sandboxDb, { readonly: true });
      try {
        return db.prepare('SELECT COUNT(*) AS n FROM cm_orders').get().n;
      } finally {
        db.close();
      }
    };
    const before = orders();
    const a = await place(PORTS.a);
    expect(a.status === 200 && JSON.parse(a.body).ok === true, `A: ${a.status} ${a.body.slice(0, 200)}`);
    const b = await place(PORTS.b);
    expect(b.status === a.status && b.body === a.body, `B answered ${b.status} ${b.body.slice(0, 200)}, A ${a.body.slice(0, 200)}`);
    expect(b.headers['idempotent-replay'] === 'true', 'B did not answer from the shared store (no idempotent-replay header)');
    expect(orders() === before + 1, `the provider got ${orders() - before} orders`);
    return `order ${JSON.parse(a.body).orderId}: B answered A's answer from Redis, one order at the provider`;
  });

  await check('GET /api/venue-host answers 200 only for hosts in the tenants file', async () => {
    for (const port of [PORTS.a, PORTS.b]) {
      expect((await get(port, '/api/venue-host?domain=arena.localhost')).status === 200, 'arena.localhost is a venue');
      expect((await get(port, '/api/venue-host?domain=attacker.example')).status === 404, 'attacker.example is not');
      expect((await get(port, '/api/venue-host')).status === 404, 'no domain');
    }
  });

  await check('a page rendered by instance A is served by instance B from the shared cache', async () => {
    const p = '/events?lang=ar';
    const a = await get(PORTS.a, p);
    expect(a.status === 200, `A answered ${a.status}`);
    const b = await get(PORTS.b, p);
    expect(b.status === 200 && b.headers['x-nextjs-cache'] === 'HIT', `B's first answer: ${b.status} x-nextjs-cache=${b.headers['x-nextjs-cache']}`);
    expect(a.body === b.body, 'B served different bytes than A rendered');
    return `A: ${a.headers['x-nextjs-cache']}, B's first request: HIT, same ${b.body.length} bytes`;
  });

  await check('a tag revalidated through A is fresh on B', async () => {
    for (const port of [PORTS.a, PORTS.b]) await get(port, '/?lang=en');
    const before = await get(PORTS.b, '/?lang=en');
    expect(before.headers['x-nextjs-cache'] === 'HIT' && title(before.body).includes('Oasis Sports Club'), `B before: ${title(before.body)}`);
    const db = new Database(sandboxDb);
    const row = db.prepare('SELECT config FROM venues WHERE token = ?').get('oasis-site-token');
    const config = JSON.parse(row.config);
    config.venue_name = 'Oasis Sports Club Renamed';
    db.prepare('UPDATE venues SET config = ? WHERE token = ?').run(JSON.stringify(config), 'oasis-site-token');
    db.close();
    const stale = await get(PORTS.b, '/?lang=en');
    expect(!title(stale.body).includes('Renamed'), 'B changed before any revalidation: the check would prove nothing');
    const r = await rawRequest({ port: PORTS.a, path: '/api/revalidate', method: 'POST', host: 'localhost', headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret }, body: JSON.stringify({ tag: 'venue:localhost:config' }) });
    expect(r.status === 200, `revalidate answered ${r.status}`);
    const after = await get(PORTS.b, '/?lang=en');
    expect(title(after.body).includes('Oasis Sports Club Renamed'), `B's first answer after the revalidation on A: "${title(after.body)}"`);
    return `B's first answer after POST /api/revalidate on A: "${title(after.body)}"`;
  });

  await check('a host added to the tenants file is served by every instance within a minute, no restart', async () => {
    const host = 'new-venue.localhost';
    const before = await get(PORTS.a, '/?lang=en', host);
    expect(before.body.includes('This site is not available'), 'the new host was a venue before it was added');
    expect((await get(PORTS.b, `/api/venue-host?domain=${host}`)).status === 404, 'venue-host said yes before');
    const tenants = JSON.parse(readFileSync(tenantsFile, 'utf8'));
    tenants.tenants[host] = { siteToken: 'arena-site-token' };
    writeFileSync(tenantsFile, JSON.stringify(tenants, null, 2));
    const added = Date.now();
    const seen = {};
    while (Date.now() - added < 60_000 && Object.keys(seen).length < 2) {
      for (const [name, port] of [['A', PORTS.a], ['B', PORTS.b]]) {
        if (seen[name]) continue;
        const r = await get(port, '/?lang=en', host);
        const known = (await get(port, `/api/venue-host?domain=${host}`)).status === 200;
        if (r.status === 200 && title(r.body).includes('Arena Dubai') && known) seen[name] = ((Date.now() - added) / 1000).toFixed(1);
      }
      if (Object.keys(seen).length < 2) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(seen.A && seen.B, `after 60 s: ${JSON.stringify(seen)}`);
    return `A after ${seen.A} s, B after ${seen.B} s (the host had been asked for before it was added)`;
  });

  await check('nginx caches public pages keyed by host and the full URL (lang included)', async () => {
    const via = (p, host = 'localhost', headers) => get(PORTS.nginx, p, host, headers);
    const first = await via('/events/1?lang=en');
    const second = await via('/events/1?lang=en');
    expect(first.status === 200 && second.headers['x-cache-status'] === 'HIT', `second: ${second.headers['x-cache-status']}`);
    const ar = await via('/events/1?lang=ar');
    expect(ar.headers['x-cache-status'] !== 'HIT' && ar.body !== second.body, 'lang=ar was answered from the lang=en entry');
    const other = await via('/events/1?lang=en', 'arena.localhost');
    expect(other.headers['x-cache-status'] !== 'HIT', 'another host was answered from localhost’s entry');
    return `cache-control "${second.headers['cache-control']}"`;
  });

  await check('build files are Brotli from the first request on (written by the build), and nginx keeps that', async () => {
    const page = await get(PORTS.nginx, '/events/1?lang=en');
    const chunks = [...new Set(page.body.match(/\/_next\/static\/chunks\/[^"?]+\.js/g) ?? [])];
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = {};
    const kept = {};
    for (const chunk of chunks) {
      for (let i = 0; i < 20 && !kept[chunk]; i++) {
        const r = await get(PORTS.nginx, chunk, 'localhost', chrome);
        first[chunk] ??= r.headers['content-encoding'] ?? 'identity';
        if (r.headers['x-cache-status'] === 'HIT') kept[chunk] = r.headers['content-encoding'] ?? 'identity';
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const coded = Object.entries(kept).filter(([, coding]) => coding !== 'identity');
    expect(coded.length > 0 && coded.every(([, coding]) => coding === 'br'), `kept by the front: ${JSON.stringify(kept)}`);
    expect(coded.every(([chunk]) => first[chunk] === 'br'), `first answers: ${JSON.stringify(first)}`);
    const gzipOnly = await get(PORTS.nginx, coded[0][0], 'localhost', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding'] === 'gzip', `a gzip-only client got ${gzipOnly.headers['content-encoding']}`);
    return `${coded.length} of ${chunks.length} chunks in Brotli at once and kept so (the rest under 1 KB)`;
  });

  await check('nginx never caches for a signed-in visitor nor a personal route', async () => {
    const session = { cookie: 'lang=en; authjs.session-token=eyJhbGciOiJkaXIi.test' };
    const chunked = { cookie: '__Secure-authjs.session-token.0=abc; __Secure-authjs.session-token.1=def' };
    for (const headers of [session, chunked]) {
      for (let i = 0; i < 2; i++) {
        const r = await get(PORTS.nginx, '/events/1?lang=en', 'localhost', headers);
        expect(r.headers['x-cache-status'] === 'BYPASS', `with a session cookie: ${r.headers['x-cache-status']}`);
      }
    }
    for (const p of ['/profile/user?lang=en', '/login?lang=en', '/cart?lang=en', '/api/session']) {
      for (let i = 0; i < 2; i++) {
        const r = await get(PORTS.nginx, p, 'localhost', session);
        expect(r.headers['x-cache-status'] !== 'HIT', `${p} was answered from the cache`);
      }
    }
    const anon = await get(PORTS.nginx, '/events/1?lang=en');
    expect(anon.headers['x-cache-status'] === 'HIT', 'the public entry is still there for visitors without a session');
  });

  await resilienceChecks({ PORTS, bins, dir, procs, proxy, check, health, startRedis });
} catch (e) {
  tally.failed++;
  console.error(`[cluster] could not run: ${e.stack ?? e}`);
  for (const name of ['a', 'b', 'nginx-error']) {
    const text = name === 'nginx-error' ? procs.log('nginx-error') : procs.log(name);
    if (text) console.error(`--- ${name} (tail)\n${text.slice(-2000)}`);
  }
} finally {
  clearTimeout(watchdog);
  await cleanup();
}
console.log(`cluster: ${tally.passed} passed, ${tally.failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
