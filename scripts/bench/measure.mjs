import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { rawRequest } from '../lib/http.mjs';

/** Throughput and latency of one URL under `connections` concurrent connections for `seconds`. */
export async function load({ port, path, host, connections = 50, seconds = 10 }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: host ? { host } : {},
    connections,
    duration: seconds,
    timeout: 10,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerReq: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** A page's own <script src> tags (nomodule left out). */
async function pageScripts({ port, path, host }) {
  const page = await rawRequest({ port, path, host });
  return [...page.body.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnomodule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/i.exec(attrs)?.[1])
    .filter(Boolean);
}

/** First-load JS of a page: its own <script src> tags (nomodule left out), each fetched and gzipped. */
export async function firstLoadJs({ port, path, host }) {
  const srcs = await pageScripts({ port, path, host });
  let gzip = 0;
  let raw = 0;
  for (const src of new Set(srcs)) {
    const r = await rawRequest({ port, path: src.replace(/&amp;/g, '&'), host });
    if (r.status !== 200) throw new Error(`script ${src} answered ${r.status}`);
    raw += Buffer.byteLength(r.body);
    gzip += gzipSync(Buffer.from(r.body)).length;
  }
  return { scripts: new Set(srcs).size, gzipKB: +(gzip / 1024).toFixed(1), rawKB: +(raw / 1024).toFixed(1) };
}

/**
 * Time to re-render after tag revalidation: POST the tag to /api/revalidate, then request the page until an
 * answer is a fresh render (x-nextjs-cache MISS/REVALIDATED), and again until the fresh copy is served as a HIT.
 */
export async function revalidationTime({ port, path, host, tag, secret }) {
  await rawRequest({ port, path, host });
  const t0 = performance.now();
  const r = await rawRequest({
    port, path: '/api/revalidate', method: 'POST', host,
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify({ tag }),
  });
  if (r.status !== 200) throw new Error(`revalidate answered ${r.status}: ${r.body}`);
  let freshMs = null;
  let firstState = null;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const p = await rawRequest({ port, path, host });
    const state = String(p.headers['x-nextjs-cache'] ?? '');
    firstState ??= state;
    if (freshMs === null && state !== 'HIT') freshMs = performance.now() - t0;
    if (freshMs !== null && state === 'HIT') return { firstAnswer: firstState, freshRenderMs: Math.round(freshMs), hitAgainMs: Math.round(performance.now() - t0) };
    if (freshMs === null && performance.now() - t0 > 5000) break;
  }
  return { firstAnswer: firstState, freshRenderMs: freshMs === null ? null : Math.round(freshMs), hitAgainMs: null };
}

/** The direct children of a process (Linux /proc; none where it cannot be read). */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
}

/** Resident memory (MB) of a process and its children (Linux /proc). */
export function rssMB(pid) {
  const read = (p) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let kb = read(pid);
  for (const child of childPids(pid)) kb += read(child);
  return Math.round(kb / 1024);
}
