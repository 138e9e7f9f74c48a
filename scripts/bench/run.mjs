#!/usr/bin/env node
/**
 * `npm run bench` (issue 6): measured, not felt. Production build against the sandbox on loopback, bounded in
 * time (about 5-8 minutes), stops every server it started. Prints one table and writes bench-results/latest.md
 * and latest.json. Targets are reported, never asserted: timing belongs to benchmarks, not to `npm test`.
 *
 * Env: BENCH_PORT (3305), BENCH_SANDBOX_PORT (4305), BENCH_REF_NEXT_PORT (3307), BENCH_REF_STATIC_PORT (3308),
 * BENCH_FRONT_PORT (3309), BENCH_FRONT_STATIC_PORT (3310), BENCH_SECONDS per load run (10), BENCH_ROUNDS (3; best
 * round's req/s, median of per-round ratios), BENCH_CONNECTIONS (50), BENCH_LIGHTHOUSE=0 to skip Lighthouse,
 * BENCH_FRONT=0 to skip the caching front (nginx, issue 14 §6), BENCH_PERSONAL=0 to skip the signed-in pages
 * (BENCH_PERSONAL_CONNECTIONS, 20), BENCH_LIGHTHOUSE_RUNS (3) per page, BENCH_LIGHTHOUSE_APPLIED=0 to skip the pass with
 * applied (devtools) throttling.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../lib/build.mjs';
import { repoRoot } from '../lib/repo.mjs';
import { benchSettings } from '../lib/settings.mjs';
import { startStack, stopOnSignal } from '../lib/stack.mjs';
import { rawRequest } from '../lib/http.mjs';
import { PERSONAL_ROUTES, PUBLIC_ROUTES, routePath } from '../lib/quality-routes.mjs';
import { startBareNext } from './reference-next.mjs';
import { startStaticServer } from './reference-static.mjs';
import { firstLoadJs, load, revalidationTime, rssMB } from './measure.mjs';
import { gapToBare, lighthouseMedian } from './lighthouse.mjs';
import { personalBench } from './personal.mjs';
import { startFront } from './front.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeReport } from './report.mjs';

const settings = benchSettings({ BENCH_REF_NEXT_PORT: 3307, BENCH_REF_STATIC_PORT: 3308, BENCH_FRONT_PORT: 3309, BENCH_FRONT_STATIC_PORT: 3310 });
const { BENCH_PORT: PORT, BENCH_SANDBOX_PORT: SANDBOX_PORT, BENCH_SECONDS: SECONDS, BENCH_CONNECTIONS: CONNECTIONS, BENCH_ROUNDS: ROUNDS } = settings;
const { BENCH_REF_NEXT_PORT: REF_NEXT_PORT, BENCH_REF_STATIC_PORT: REF_STATIC_PORT, BENCH_FRONT_PORT: FRONT_PORT, BENCH_FRONT_STATIC_PORT: FRONT_STATIC_PORT } = settings;
const PERSONAL_CONNECTIONS = Number(process.env.BENCH_PERSONAL_CONNECTIONS ?? 20);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const started = Date.now();
const log = (m) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${m}`);

buildIfNeeded();
const secret = randomBytes(24).toString('hex');
const stack = await startStack({ nextPort: PORT, sandboxPort: SANDBOX_PORT, env: { REVALIDATE_SECRET: secret } });
const cleanups = [stack.stop];
const stopAll = async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
};
stopOnSignal(stopAll);

const results = { date: new Date().toISOString(), machine: machine(), connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, notes: [], throughput: [], cacheControl: [], firstLoadJs: [], lighthouse: [] };
const hostOf = (route) => `${route.host}:${PORT}`;

try {
  log(`storefront on 127.0.0.1:${PORT}, sandbox on ${SANDBOX_PORT}`);
  // Which routes exist on this branch (a route that answers 404 is skipped with a note).
  const present = [];
  for (const route of PUBLIC_ROUTES) {
    const r = await rawRequest({ port: PORT, path: routePath(route, 'en'), host: hostOf(route) });
    const expected = route.status ?? 200;
    if (r.status === expected) present.push({ route, body: r.body });
    else results.notes.push(`${route.name} (${route.path}): answered ${r.status}, skipped`);
  }
  const benchRoutes = present.filter(({ route }) => (route.path === '/' && route.host === 'localhost') || route.bench);

  // Warm every page in both languages until it is a cache hit.
  for (const { route } of present) for (const lang of ['en', 'ar']) for (let i = 0; i < 3; i++) await rawRequest({ port: PORT, path: routePath(route, lang), host: hostOf(route) });

  // Cache-Control: public pages must let a CDN serve them, personal answers must forbid it.
  for (const { route } of present.filter(({ route }) => !route.status)) {
    const r = await rawRequest({ port: PORT, path: routePath(route, 'en'), host: hostOf(route) });
    const cc = String(r.headers['cache-control'] ?? '');
    // Flow and sign-in pages (cacheable: false) are reachable by anyone but must never be shared by a CDN.
    const ok = route.cacheable === false ? !/\bpublic\b/.test(cc) : /\bpublic\b/.test(cc) && /s-maxage=\d+/.test(cc) && /stale-while-revalidate=\d+/.test(cc);
    results.cacheControl.push({ route: `${route.name} ${route.path}`, kind: route.cacheable === false ? 'flow' : 'public', value: cc, xNextjsCache: r.headers['x-nextjs-cache'] ?? '', ok });
  }
  for (const route of PERSONAL_ROUTES) {
    const r = await rawRequest({ port: PORT, path: route.path, host: hostOf(route) });
    const cc = String(r.headers['cache-control'] ?? '');
    // A 307 without Cache-Control (the sign-in redirect) is not stored by shared caches (RFC 9111 §4.2.2).
    const redirect = r.status === 307 && !cc;
    results.cacheControl.push({ route: `${route.name} ${route.path}`, kind: 'personal', value: redirect ? `(none on a ${r.status})` : cc, ok: redirect || (/\b(private|no-store)\b/.test(cc) && !/\bpublic\b|s-maxage/.test(cc)) });
  }

  // References sized like the home page.
  const home = benchRoutes.find(({ route }) => route.path === '/');
  const homeBytes = Buffer.byteLength(home.body);
  const staticRef = await startStaticServer({ port: REF_STATIC_PORT, body: home.body });
  cleanups.push(staticRef.close);
  const bare = await startBareNext({ port: REF_NEXT_PORT, targetBytes: homeBytes, repoRoot });
  cleanups.push(async () => {
    bare.child.kill('SIGTERM');
    await new Promise((r) => (bare.child.exitCode !== null ? r() : bare.child.once('exit', r)));
  });
  for (let i = 0; i < 50; i++) await rawRequest({ port: REF_NEXT_PORT, path: '/' });
  log(`references up: bare Next ${bare.nextVersion} (${bare.bytes} B), static (${staticRef.bytes} B); storefront home ${homeBytes} B`);

  // Throughput under load, in rounds that alternate the targets (the machine is shared: a burst of someone
  // else's work should not land on one target only). req/s: each target's best round.
  const best = (a, b) => (!a || b.rps > a.rps ? b : a);
  let refNext;
  let refStatic;
  const own = new Map();
  // Ratios are taken within a round (same moment, same neighbours) and their median is reported.
  const ratios = new Map();
  for (let round = 1; round <= ROUNDS; round++) {
    const n = await load({ port: REF_NEXT_PORT, path: '/', connections: CONNECTIONS, seconds: SECONDS });
    const st = await load({ port: REF_STATIC_PORT, path: '/', connections: CONNECTIONS, seconds: SECONDS });
    refNext = best(refNext, n);
    refStatic = best(refStatic, st);
    for (const { route } of benchRoutes) {
      const m = await load({ port: PORT, path: routePath(route, 'en'), host: hostOf(route), connections: CONNECTIONS, seconds: SECONDS });
      own.set(route, best(own.get(route), m));
      const r = ratios.get(route) ?? { vsBareNext: [], vsStatic: [] };
      r.vsBareNext.push(m.rps / n.rps);
      r.vsStatic.push(m.rps / st.rps);
      ratios.set(route, r);
    }
    log(`round ${round}: bare Next ${refNext.rps}, static ${refStatic.rps}, ${benchRoutes.map(({ route }) => `${route.name} ${own.get(route).rps}`).join(', ')} req/s (best so far)`);
  }
  for (const { route, body } of benchRoutes) {
    const m = own.get(route);
    const r = ratios.get(route);
    results.throughput.push({
      target: `storefront ${route.name} ${routePath(route, 'en')}`, bytes: Buffer.byteLength(body), ...m,
      vsBareNext: +median(r.vsBareNext).toFixed(2), vsStatic: +median(r.vsStatic).toFixed(2),
      vsBareNextPerRound: r.vsBareNext.map((x) => +x.toFixed(2)),
    });
  }
  results.throughput.push({ target: `bare Next.js ${bare.nextVersion}, prerendered page`, bytes: bare.bytes, ...refNext, vsBareNext: 1, vsStatic: +(refNext.rps / refStatic.rps).toFixed(2) });
  results.throughput.push({ target: 'node:http, same bytes from memory', bytes: staticRef.bytes, ...refStatic, vsBareNext: +(refStatic.rps / refNext.rps).toFixed(2), vsStatic: 1 });
  // Issue 14 §6: the caching front (nginx from the shipped template) side by side with one instance, bare Next and
  // nginx serving the home page's bytes as a static file, all with the same load tool, rounds alternating.
  if (process.env.BENCH_FRONT !== '0') {
    const frontDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-front-'));
    const front = await startFront({ dir: frontDir, frontPort: FRONT_PORT, staticPort: FRONT_STATIC_PORT, instancePort: PORT, bodies: benchRoutes.map(({ body }) => body) });
    cleanups.push(async () => {
      await front.stop();
      rmSync(frontDir, { recursive: true, force: true });
    });
    for (const { route } of benchRoutes) for (let i = 0; i < 3; i++) await rawRequest({ port: FRONT_PORT, path: routePath(route, 'en'), host: route.host });
    const rows = new Map();
    const add = (key, m, extra) => rows.set(key, { ...extra, ...best(rows.get(key), m), rounds: [...(rows.get(key)?.rounds ?? []), m.rps] });
    const ratioRounds = { frontVsStatic: new Map(), instanceVsBare: new Map(), frontUs: new Map(), staticUs: new Map() };
    const steal = [];
    const push = (map, k, v) => map.set(k, [...(map.get(k) ?? []), v]);
    for (let round = 1; round <= ROUNDS; round++) {
      const bn = await front.load({ port: REF_NEXT_PORT, path: '/', connections: CONNECTIONS, seconds: SECONDS });
      add('bare', bn, { target: `bare Next.js ${bare.nextVersion}, prerendered page`, bytes: bare.bytes });
      for (const [i, { route, body }] of benchRoutes.entries()) {
        const p = routePath(route, 'en');
        const st = await front.loadNginx({ port: FRONT_STATIC_PORT, path: `/${i}.html`, connections: CONNECTIONS, seconds: SECONDS });
        add(`static ${p}`, st, { target: `nginx static file, the same bytes as ${p}`, bytes: Buffer.byteLength(body) });
        const f = await front.loadNginx({ port: FRONT_PORT, path: p, host: route.host, connections: CONNECTIONS, seconds: SECONDS });
        if (st.nginxUsPerAnswer && f.nginxUsPerAnswer) {
          push(ratioRounds.staticUs, p, st.nginxUsPerAnswer);
          push(ratioRounds.frontUs, p, f.nginxUsPerAnswer);
        }
        steal.push(st.stealShare, f.stealShare);
        add(`front ${p}`, f, { target: `nginx front (proxy_cache), ${route.name} ${p}`, bytes: Buffer.byteLength(body) });
        push(ratioRounds.frontVsStatic, p, f.rps / st.rps);
        const i1 = await front.load({ port: PORT, path: p, host: hostOf(route), connections: CONNECTIONS, seconds: SECONDS });
        add(`one ${p}`, i1, { target: `one instance, ${route.name} ${p}`, bytes: Buffer.byteLength(body) });
        push(ratioRounds.instanceVsBare, p, i1.rps / bn.rps);
      }
      log(`front round ${round}: bare Next ${rows.get('bare').rps}, ${benchRoutes.map(({ route }) => { const p = routePath(route, 'en'); return `${route.name} static ${rows.get(`static ${p}`).rps} / front ${rows.get(`front ${p}`).rps} / one ${rows.get(`one ${p}`).rps}`; }).join(', ')} req/s (best so far)`);
    }
    results.front = {
      tool: front.tool,
      rows: [...rows.values()],
      frontVsStatic: Object.fromEntries([...ratioRounds.frontVsStatic].map(([k, v]) => [k, +median(v).toFixed(2)])),
      instanceVsBare: Object.fromEntries([...ratioRounds.instanceVsBare].map(([k, v]) => [k, +median(v).toFixed(2)])),
      // Issue 27 §4: nginx's CPU per answer, median of the rounds, and how much of the machine was stolen meanwhile.
      nginxUsPerAnswer: Object.fromEntries([...ratioRounds.frontUs].map(([k, v]) => [k, { front: +median(v).toFixed(1), static: +median(ratioRounds.staticUs.get(k)).toFixed(1), staticOverFront: +median(v.map((u, i) => ratioRounds.staticUs.get(k)[i] / u)).toFixed(2) }])),
      stealShare: { median: +median(steal).toFixed(2), max: Math.max(0, ...steal) },
    };
    log(`front: nginx µs per answer ${Object.entries(results.front.nginxUsPerAnswer).map(([k, v]) => `${k} front ${v.front} / static ${v.static}`).join(', ')}; CPU stolen by the hypervisor: median ${results.front.stealShare.median}, max ${results.front.stealShare.max}`);
  }
  results.memory = { storefrontRssMB: rssMB(stack.next.pid), bareNextRssMB: rssMB(bare.child.pid) };
  log(`memory after load: ${results.memory.storefrontRssMB} MB`);

  // First-load JS per public page.
  for (const { route } of present) {
    for (const lang of ['en', 'ar']) {
      const js = await firstLoadJs({ port: PORT, path: routePath(route, lang), host: hostOf(route) });
      results.firstLoadJs.push({ route: `${route.name} ${routePath(route, lang)}`, ...js });
    }
  }
  results.firstLoadJs.push({ route: 'bare Next.js reference /', ...(await firstLoadJs({ port: REF_NEXT_PORT, path: '/' })) });

  // Re-render after tag revalidation.
  results.revalidation = { route: '/?lang=en', tag: 'venue:localhost:config', ...(await revalidationTime({ port: PORT, path: '/?lang=en', host: `localhost:${PORT}`, tag: 'venue:localhost:config', secret })) };
  const refused = await rawRequest({ port: PORT, path: '/api/revalidate', method: 'POST', host: `localhost:${PORT}`, headers: { 'content-type': 'application/json' }, body: '{"tag":"venue:localhost:config"}' });
  results.revalidation.withoutSecret = refused.status;
  log(`revalidation: fresh render after ${results.revalidation.freshRenderMs} ms`);

  // Personal pages (issue 27 item 3): signed-in customers through the real login, beside the cached home page.
  if (process.env.BENCH_PERSONAL !== '0') {
    const homePath = routePath(home.route, 'en');
    results.personal = await personalBench({
      port: PORT, host: hostOf(home.route), connections: PERSONAL_CONNECTIONS, seconds: SECONDS, rounds: ROUNDS,
      loadHome: ({ connections, seconds }) => load({ port: PORT, path: homePath, host: hostOf(home.route), connections, seconds }),
      loadBare: ({ path, connections, seconds }) => load({ port: REF_NEXT_PORT, path, connections, seconds }),
    });
    log(`personal pages: ${results.personal.rows.map((r) => `${r.route} ${r.rps} req/s (${r.vsHome} × home)`).join(', ')}`);
  }

  // Lighthouse (mobile), each page LIGHTHOUSE_RUNS times in both languages, beside the bare Next page of the same run.
  // One pass as Lighthouse models the load (its default), one with the load really throttled (BENCH_LIGHTHOUSE_APPLIED=0
  // skips it): Lantern's LCP counts every script that finished downloading before the observed paint (docs/decisions.md
  // "Lighthouse render delay"), which on loopback is all of them; the second pass shows what the phone profile does.
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const lighthousePass = (options) => {
      const bareLh = { url: `bare Next.js ${bare.nextVersion} reference /`, ...lighthouseMedian(`http://127.0.0.1:${REF_NEXT_PORT}/`, LIGHTHOUSE_RUNS, options) };
      const rows = [bareLh];
      for (const { route } of present.filter(({ route }) => route.lighthouse)) {
        for (const lang of ['en', 'ar']) {
          const row = lighthouseMedian(`http://${route.host}:${PORT}${routePath(route, lang)}`, LIGHTHOUSE_RUNS, options);
          rows.push({ url: `${route.name} ${routePath(route, lang)}`, ...row, vsBare: gapToBare(row, bareLh) });
        }
      }
      log(`lighthouse (${options.throttling}) done`);
      return rows;
    };
    results.lighthouse = lighthousePass({ throttling: 'simulate' });
    if (process.env.BENCH_LIGHTHOUSE_APPLIED !== '0') results.lighthouseApplied = lighthousePass({ throttling: 'devtools' });
  }
} finally {
  await stopAll();
}
results.durationSeconds = Math.round((Date.now() - started) / 1000);
writeReport(results, repoRoot);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
}
