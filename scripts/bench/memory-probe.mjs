/**
 * Preloaded into a server by scripts/bench/memory.mjs (`NODE_OPTIONS="--expose-gc --import=<this file>"`), never in
 * production: answers what the process holds on a Unix socket of its own (MEMORY_PROBE_SOCKET), so the measuring
 * script needs no inspector and no port. GET /memory: process.memoryUsage(), /proc/self/status (RSS split into anonymous
 * and file-backed, threads), V8's heap spaces, Next's in-memory incremental cache and the storefront's encoded bodies
 * (lib/http/encoded-bodies.mjs); `?gc=1` runs a full garbage collection first. GET /snapshot writes a heap snapshot
 * and answers its path. Only the main thread listens (a PDF worker thread gets the same options).
 */
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const socket = process.env.MEMORY_PROBE_SOCKET;
const MB = (n) => +(n / 2 ** 20).toFixed(1);

/** Encoded-body caches seen sending (server.mjs keeps one; the prototype is shared with it). */
const bodyCaches = new Set();
if (isMainThread && socket && process.env.MEMORY_PROBE_BODIES === '1') {
  const { EncodedBodies } = await import('../../lib/http/encoded-bodies.mjs');
  const bytesOf = EncodedBodies.prototype.bytesOf;
  EncodedBodies.prototype.bytesOf = function probedBytesOf(...args) {
    bodyCaches.add(this);
    return bytesOf.apply(this, args);
  };
}

function procStatus() {
  const text = readFileSync('/proc/self/status', 'utf8');
  const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { rssMB: MB(kb('VmRSS') * 1024), anonMB: MB(kb('RssAnon') * 1024), fileMB: MB(kb('RssFile') * 1024), threads: kb('Threads') };
}

const bytesOfString = (s) => (typeof s === 'string' ? s.length * (/[^\x00-\xff]/.test(s) ? 2 : 1) : 0);
const bytesOfValue = (v) => {
  if (v == null) return 0;
  if (typeof v === 'string') return bytesOfString(v);
  if (Buffer.isBuffer(v) || v instanceof Uint8Array) return v.byteLength;
  if (v instanceof Map) return [...v.values()].reduce((n, x) => n + bytesOfValue(x), 0);
  return 0;
};

/** Next's in-memory incremental cache (the one `cacheMaxMemorySize` bounds): entries by kind, its own size and ours. */
function nextCache() {
  try {
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    const lru = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default.memoryCache;
    if (!lru) return null;
    const byKind = {};
    let bytes = 0;
    for (const [key, node] of lru.cache) {
      const v = node.data?.value;
      const kind = v?.kind ?? 'none';
      const held = bytesOfString(key) + bytesOfValue(v?.html) + bytesOfValue(v?.rscData) + bytesOfValue(v?.segmentData) + bytesOfValue(v?.body) + bytesOfString(v?.data ? JSON.stringify(v.data) : '');
      const k = (byKind[kind] ??= { entries: 0, accountedMB: 0, heldMB: 0 });
      k.entries++;
      k.accountedMB += node.size / 2 ** 20;
      k.heldMB += held / 2 ** 20;
      bytes += held;
    }
    for (const k of Object.values(byKind)) for (const f of ['accountedMB', 'heldMB']) k[f] = +k[f].toFixed(1);
    return { entries: lru.cache.size, accountedMB: MB(lru.totalSize), maxMB: MB(lru.maxSize), heldMB: MB(bytes), byKind };
  } catch (e) {
    return { error: String(e?.message ?? e) };
  }
}

function measure() {
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { sizeMB: MB(s.space_size), usedMB: MB(s.space_used_size) }]));
  const heap = v8.getHeapStatistics();
  const bodies = [...bodyCaches].map((b) => ({ entries: b.entries.size, MB: MB(b.bytes) }));
  return {
    ...procStatus(),
    heapTotalMB: MB(m.heapTotal), heapUsedMB: MB(m.heapUsed), externalMB: MB(m.external), arrayBuffersMB: MB(m.arrayBuffers),
    mallocedMB: MB(heap.malloced_memory), peakMallocedMB: MB(heap.peak_malloced_memory),
    spaces, nextCache: nextCache(), encodedBodies: bodies[0] ?? null,
  };
}

if (isMainThread && socket) {
  rmSync(socket, { force: true });
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://probe');
    let body;
    if (url.pathname === '/memory') {
      if (url.searchParams.get('gc') === '1' && typeof globalThis.gc === 'function') {
        globalThis.gc();
        await new Promise((r) => setImmediate(r));
        globalThis.gc();
      }
      body = measure();
    } else if (url.pathname === '/snapshot') {
      body = { file: v8.writeHeapSnapshot(path.join(os.tmpdir(), `memory-probe-${process.pid}-${Date.now()}.heapsnapshot`)) };
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  server.listen(socket);
  server.unref();
}
