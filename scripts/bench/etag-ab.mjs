#!/usr/bin/env node
/**
 * The etag swap measured both ways (issue 22 §5, docs/decisions.md): the same sources built twice, once with the
 * swap (lib/http/etag.cjs, the default) and once with Next's own module (STOREFRONT_NEXT_ETAG=1), then cached-page
 * throughput of each build with the bench's load (scripts/bench/measure.mjs), alternating A/B for BENCH_ROUNDS rounds
 * so that other work on the machine lands on both. Two ports only (the storefront and its sandbox).
 *
 * Env: BENCH_PORT (3305), BENCH_SANDBOX_PORT (4305), BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50),
 * ETAG_AB_ROUTES (comma-separated paths of quality-routes.json; default: its first three bench routes).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildIfNeeded } from '../lib/build.mjs';
import { benchSettings } from '../lib/settings.mjs';
import { rawRequest } from '../lib/http.mjs';
import { startStack } from '../lib/stack.mjs';
import { PUBLIC_ROUTES, routePath } from '../lib/quality-routes.mjs';
import { load } from './measure.mjs';

const { BENCH_PORT: PORT, BENCH_SANDBOX_PORT: SANDBOX_PORT, BENCH_SECONDS: SECONDS, BENCH_ROUNDS: ROUNDS, BENCH_CONNECTIONS: CONNECTIONS } = benchSettings();
const wanted = (process.env.ETAG_AB_ROUTES ?? '').split(',').filter(Boolean);
const routes = wanted.length ? PUBLIC_ROUTES.filter((r) => wanted.includes(r.path)) : PUBLIC_ROUTES.filter((r) => r.bench && !r.status).slice(0, 3);

const BUILDS = [
  { name: 'swap (lib/http/etag.cjs)', distDir: '.next', env: {} },
  { name: "Next's own etag.js", distDir: '.next-nextetag', env: { STOREFRONT_NEXT_ETAG: '1' } },
];
// `next build` into another dist dir rewrites tsconfig.json and next-env.d.ts to name it; they are put back after.
const kept = ['tsconfig.json', 'next-env.d.ts'].map((f) => [f, readFileSync(f, 'utf8')]);
try {
  for (const b of BUILDS) {
    Object.assign(process.env, b.env, { NEXT_DIST_DIR: b.distDir });
    buildIfNeeded(b.distDir);
    for (const k of Object.keys(b.env)) delete process.env[k];
  }
} finally {
  for (const [f, text] of kept) writeFileSync(f, text);
}
delete process.env.NEXT_DIST_DIR;

const results = BUILDS.map(() => routes.map(() => []));
for (let round = 0; round < ROUNDS; round++) {
  for (const [bi, b] of BUILDS.entries()) {
    const stack = await startStack({ nextPort: PORT, sandboxPort: SANDBOX_PORT, env: { NEXT_DIST_DIR: b.distDir } });
    try {
      for (const [ri, route] of routes.entries()) {
        const host = `${route.host}:${PORT}`;
        for (let i = 0; i < 20; i++) await rawRequest({ port: PORT, path: routePath(route, 'en'), host });
        const r = await load({ port: PORT, path: routePath(route, 'en'), host, connections: CONNECTIONS, seconds: SECONDS });
        results[bi][ri].push(r.rps);
        console.log(`[etag-ab] round ${round + 1} ${b.name} ${route.path}: ${r.rps} req/s (p50 ${r.p50} ms, non-2xx ${r.non2xx}, errors ${r.errors})`);
      }
    } finally {
      await stack.stop();
    }
  }
}
const best = (xs) => Math.max(...xs);
console.log('\n| route | ' + BUILDS.map((b) => b.name).join(' | ') + ' | ratio |\n|---|---|---|---|');
for (const [ri, route] of routes.entries()) {
  const [a, n] = [best(results[0][ri]), best(results[1][ri])];
  console.log(`| ${route.path} | ${a} | ${n} | ${(a / n).toFixed(2)} |`);
}
