#!/usr/bin/env node
/**
 * Where the storefront's resident memory goes (issue 27 item 5), by hand, not in `npm test` or `npm run bench`.
 * Production build (`server.mjs`) against the sandbox on loopback, with memory-probe.mjs preloaded (`--expose-gc`, a
 * Unix socket, no inspector). The bench's load in phases, each followed by a reading as the bench would take it and
 * one after a full GC: public pages warmed in en/ar on both venues, the bench's pages under load in both languages,
 * signed-in customers' personal pages under load, one tickets PDF (the worker thread starts), then the PDF worker's
 * idle wait. The bare Next reference (reference-next.mjs) gets the same preload and the same public load. Prints
 * one table per server and where the storefront's RSS goes; bounded in time (about 4 minutes), stops what it started.
 *
 *   node scripts/bench/memory.mjs     Env: BENCH_PORT (3305), BENCH_SANDBOX_PORT (4305), BENCH_REF_NEXT_PORT (3307),
 *     BENCH_SECONDS per load run (10), BENCH_CONNECTIONS (50), BENCH_PERSONAL_CONNECTIONS (20), MEMORY_PDF_WAIT_S
 *     after the PDF (70: past the worker's idle time), MEMORY_BARE (1: also the bare reference), MEMORY_SNAPSHOT (0:
 *     1 writes a heap snapshot after the personal pages and sums it by type and constructor; writing it costs the
 *     server hundreds of MB it keeps, so the readings after it are not comparable)
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../lib/build.mjs';
import { rawRequest } from '../lib/http.mjs';
import { PUBLIC_ROUTES, routePath } from '../lib/quality-routes.mjs';
import { repoRoot } from '../lib/repo.mjs';
import { benchSettings } from '../lib/settings.mjs';
import { startStack, stopOnSignal } from '../lib/stack.mjs';
import { summarizeHeapSnapshot } from './heap-summary.mjs';
import { load, rssMB } from './measure.mjs';
import { seedPaidOrder } from './paid-order.mjs';
import { BENCH_CUSTOMERS, PERSONAL_BENCH_ROUTES, signIn } from './personal.mjs';
import { startBareNext } from './reference-next.mjs';

const settings = benchSettings({ BENCH_REF_NEXT_PORT: 3307, BENCH_PERSONAL_CONNECTIONS: 20, MEMORY_PDF_WAIT_S: 70, MEMORY_BARE: 1, MEMORY_SNAPSHOT: 0 });
const { BENCH_PORT: PORT, BENCH_SANDBOX_PORT: SANDBOX_PORT, BENCH_REF_NEXT_PORT: BARE_PORT, BENCH_SECONDS: SECONDS, BENCH_CONNECTIONS: CONNECTIONS } = settings;
const PROBE = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));
const socketOf = (name) => path.join(os.tmpdir(), `memory-probe-${name}-${process.pid}.sock`);
const probeEnv = (socket, bodies) => ({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import=${PROBE}`.trim(), MEMORY_PROBE_SOCKET: socket, MEMORY_PROBE_BODIES: bodies ? '1' : '0' });
const started = Date.now();
const log = (m) => console.log(`[memory ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${m}`);
const TOKEN = 'bench_memory_pdf';

/** One reading from a probe: as it stands, then after a full GC. */
function ask(socket, query) {
  return new Promise((resolve, reject) => {
    http.get({ socketPath: socket, path: query }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve(JSON.parse(body)));
    }).on('error', reject);
  });
}
async function reading(socket, pid, phase) {
  const benchRssMB = rssMB(pid);
  const asIs = await ask(socket, '/memory');
  const afterGc = await ask(socket, '/memory?gc=1');
  const r = { phase, benchRssMB, asIs, afterGc };
  log(`${phase}: ${JSON.stringify(r)}`);
  return r;
}

const fmt = (x) => (x === null || x === undefined ? '-' : String(x));
function table(rows) {
  const head = ['phase', 'RSS MB (bench)', 'anon / file MB', 'heap used / total MB', 'after GC: RSS, heap used / total MB', 'external / arrayBuffers MB', 'code space MB', 'Next cache: entries, MB held (accounted / max)', 'encoded bodies: entries, MB', 'threads'];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const r of rows) {
    const a = r.asIs;
    const g = r.afterGc;
    const c = g.nextCache;
    lines.push(`| ${[r.phase, r.benchRssMB, `${a.anonMB} / ${a.fileMB}`, `${a.heapUsedMB} / ${a.heapTotalMB}`, `${g.rssMB}, ${g.heapUsedMB} / ${g.heapTotalMB}`, `${g.externalMB} / ${g.arrayBuffersMB}`, fmt(g.spaces.code_space?.sizeMB),
      c ? (c.error ? c.error : `${c.entries}, ${c.heldMB} (${c.accountedMB} / ${c.maxMB})`) : '-', g.encodedBodies ? `${g.encodedBodies.entries}, ${g.encodedBodies.MB}` : '-', a.threads].join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The storefront's last reading (after GC) split into what holds it. */
function whereItGoes(r) {
  const g = r.afterGc;
  const bodies = g.encodedBodies?.MB ?? 0;
  const rows = [
    ['resident, as the bench reads it', r.benchRssMB],
    ['file-backed (node binary, shared libraries, mapped files)', g.fileMB],
    ['V8 heap of the main thread, committed', g.heapTotalMB],
    ['  of which live after a full GC', g.heapUsedMB],
    ['  of which code space', g.spaces.code_space?.sizeMB],
    ['  of which Next\'s in-memory cache (held, estimated)', g.nextCache?.heldMB],
    ['off-heap buffers (external)', g.externalMB],
    ['  of which encoded page bodies', bodies],
    ['rest of anonymous memory (malloc arenas, threads\' stacks and heaps, V8 freed pages not returned)', +(g.anonMB - g.heapTotalMB - g.externalMB).toFixed(1)],
  ];
  return ['| where | MB |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${fmt(v)} |`)].join('\n');
}

buildIfNeeded();
const storeSocket = socketOf('storefront');
const stack = await startStack({ nextPort: PORT, sandboxPort: SANDBOX_PORT, env: probeEnv(storeSocket, true) });
let bare = null;
const stopBare = async () => {
  if (bare && bare.child.exitCode === null) {
    bare.child.kill('SIGTERM');
    await new Promise((r) => (bare.child.exitCode !== null ? r() : bare.child.once('exit', r)));
  }
};
const stopAll = async () => {
  await stopBare();
  await stack.stop();
  rmSync(storeSocket, { force: true });
};
stopOnSignal(stopAll);
const rows = [];
const bareRows = [];
let snapshot = null;
try {
  const pid = stack.next.pid;
  const hostOf = (route) => `${route.host}:${PORT}`;
  rows.push(await reading(storeSocket, pid, 'started'));
  // Public pages, every route of quality-routes.json in both languages on both venues, until each is a cache hit.
  for (const route of PUBLIC_ROUTES) for (const lang of ['en', 'ar']) for (let i = 0; i < 3; i++) await rawRequest({ port: PORT, path: routePath(route, lang), host: hostOf(route) });
  rows.push(await reading(storeSocket, pid, 'public pages warmed (en, ar, both venues)'));
  const loaded = PUBLIC_ROUTES.filter((r) => r.bench || (r.path === '/' && !r.status));
  let homeBytes = 0;
  for (const route of loaded) {
    for (const lang of ['en', 'ar']) {
      const m = await load({ port: PORT, path: routePath(route, lang), host: hostOf(route), connections: CONNECTIONS, seconds: SECONDS });
      log(`${route.host} ${routePath(route, lang)}: ${m.rps} req/s, non-2xx ${m.non2xx}`);
    }
    if (route.path === '/' && route.host === 'localhost') homeBytes = Buffer.byteLength((await rawRequest({ port: PORT, path: routePath(route, 'en'), host: hostOf(route) })).body);
  }
  rows.push(await reading(storeSocket, pid, `public load (${loaded.length} pages × en, ar; ${CONNECTIONS} conn., ${SECONDS} s each)`));
  // Signed-in customers' personal pages (personal.mjs: the real login).
  const cookies = [];
  for (const mobile of BENCH_CUSTOMERS) cookies.push(await signIn({ port: PORT, host: `localhost:${PORT}`, mobile }));
  for (const p of PERSONAL_BENCH_ROUTES) {
    let next = 0;
    const { default: autocannon } = await import('autocannon');
    const host = `localhost:${PORT}`;
    const r = await autocannon({ url: `http://127.0.0.1:${PORT}${p}`, headers: { host }, connections: settings.BENCH_PERSONAL_CONNECTIONS, duration: SECONDS, timeout: 10, setupClient: (c) => c.setHeaders({ host, cookie: cookies[next++ % cookies.length] }) });
    log(`${p} signed in: ${Math.round(r.requests.average)} req/s, non-2xx ${r.non2xx}`);
  }
  rows.push(await reading(storeSocket, pid, `personal pages (${PERSONAL_BENCH_ROUTES.length} routes, ${settings.BENCH_PERSONAL_CONNECTIONS} conn., ${SECONDS} s each)`));
  // The heap at its fullest: what the personal pages leave behind (gone again within a minute, README figures).
  if (settings.MEMORY_SNAPSHOT) {
    const { file } = await ask(storeSocket, '/snapshot');
    snapshot = summarizeHeapSnapshot(file, 25);
    rmSync(file, { force: true });
    // Writing it takes hundreds of MB of native memory the process keeps: later RSS figures are not comparable.
    log('heap snapshot written: the RSS of the readings below includes its cost');
  }
  // One tickets PDF, asked by the order's owner (the first customer): the worker thread starts, renders, and stays
  // until its idle time is over.
  seedPaidOrder(path.join(stack.dir, 'sandbox.sqlite'), { token: TOKEN, tickets: 6 });
  const pdf = await rawRequest({ port: PORT, host: `localhost:${PORT}`, path: `/api/orders/${TOKEN}/pdf?kind=tickets&lang=en`, headers: { cookie: cookies[0] }, timeoutMs: 60_000 });
  if (pdf.status === 200 && pdf.body.startsWith('%PDF-')) {
    rows.push(await reading(storeSocket, pid, `one tickets PDF (6 tickets) just sent${snapshot ? ' (after the heap snapshot)' : ''}`));
    await new Promise((r) => setTimeout(r, settings.MEMORY_PDF_WAIT_S * 1000));
    rows.push(await reading(storeSocket, pid, `${settings.MEMORY_PDF_WAIT_S} s later, idle`));
  } else log(`the tickets PDF answered ${pdf.status}: no PDF phase`);

  if (settings.MEMORY_BARE) {
    // Built (when needed) and started once without the probe (Next's build does not take the preload), then again with it.
    bare = await startBareNext({ port: BARE_PORT, targetBytes: homeBytes, repoRoot });
    await stopBare();
    const bareSocket = socketOf('bare');
    const saved = { ...process.env };
    Object.assign(process.env, probeEnv(bareSocket, false));
    try {
      bare = await startBareNext({ port: BARE_PORT, targetBytes: homeBytes, repoRoot });
    } finally {
      for (const k of ['NODE_OPTIONS', 'MEMORY_PROBE_SOCKET', 'MEMORY_PROBE_BODIES']) if (saved[k] === undefined) delete process.env[k]; else process.env[k] = saved[k];
    }
    bareRows.push(await reading(bareSocket, bare.child.pid, 'started'));
    for (let i = 0; i < 50; i++) await rawRequest({ port: BARE_PORT, path: '/' });
    for (let i = 0; i < loaded.length * 2; i++) await load({ port: BARE_PORT, path: '/', connections: CONNECTIONS, seconds: SECONDS });
    bareRows.push(await reading(bareSocket, bare.child.pid, `public load (${loaded.length * 2} × ${SECONDS} s, ${CONNECTIONS} conn.)`));
  }
} catch (e) {
  log(`stopped early: ${e?.stack ?? e}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}

console.log(`\n## Storefront next-server (${os.cpus().length} × ${os.cpus()[0]?.model?.trim()}, Node ${process.version}, ${new Date().toISOString()})\n`);
console.log(table(rows));
if (bareRows.length) console.log(`\n## Bare Next reference, same preload\n\n${table(bareRows)}`);
console.log(`\n## Where the storefront's resident memory goes (last reading, after GC)\n\n${whereItGoes(rows.at(-1))}`);
const afterLoad = rows.find((r) => r.phase.startsWith('public load'));
if (bareRows.length) console.log(`\nAfter the public load: storefront ${afterLoad.benchRssMB} MB, bare ${bareRows.at(-1).benchRssMB} MB (${(afterLoad.benchRssMB / bareRows.at(-1).benchRssMB).toFixed(2)} ×); at the end ${rows.at(-1).benchRssMB} MB.`);
if (snapshot) {
  console.log(`\n## Heap snapshot after the personal pages (self sizes, ${snapshot.totalMB} MB)\n`);
  for (const [title, list] of [['by type', snapshot.byType], ['by constructor', snapshot.byName]]) {
    console.log(`| ${title} | count | MB |\n|---|---|---|\n${list.map((x) => `| ${x.what} | ${x.count} | ${x.MB} |`).join('\n')}\n`);
  }
}
