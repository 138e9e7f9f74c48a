/**
 * The Next.js cache handler for running at scale (DESIGN §7, issue 14). next.config.mjs installs it only when
 * REDIS_URL is set (or SHARED_CACHE=1 at build time, for the standalone image); without it Next keeps its own
 * in-process cache, the embedded default.
 *
 * Engine: @fortedigital/nextjs-cache-handler (the maintained successor of @neshca/cache-handler, which stopped at
 * Next 14), with its `redis-strings` handler on @redis/client and its `local-lru` handler as this instance's own
 * memory. Reads go to Redis while it is ready; every write and tag revalidation goes to both. When Redis goes away
 * the Redis handler refuses at once (client not ready), so pages and data are served from this instance's memory;
 * the client reconnects by itself and Redis is used again as soon as it is back. Each change is logged once.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { processState } from './lib/health/process-state.mjs';

const KEY_PREFIX = process.env.REDIS_KEY_PREFIX ?? 'storefront:';
const CONFIG = Symbol.for('venue-storefront.cache-handler-config');
const CLIENT = Symbol.for('venue-storefront.redis-client');

function redactedUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid REDIS_URL)';
  }
}

/** One client per process, however often this module is loaded (Next, and instrumentation.ts at start). */
function connectRedis(url) {
  if (globalThis[CLIENT]) return globalThis[CLIENT];
  const state = processState();
  const where = redactedUrl(url);
  const client = createClient({
    url,
    // A command never waits for a connection that is not there: the handler falls back to memory instead.
    disableOfflineQueue: true,
    pingInterval: 5000,
    socket: {
      connectTimeout: 5000,
      // Keep trying for as long as the process lives, at most every 2 s.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 5), 2000),
    },
  });
  client.on('ready', () => {
    const before = state.redis;
    state.redis = 'ready';
    console.info(`[cache] shared cache (Redis ${where}) ${before === 'down' ? 'is back: using it again' : 'connected'}`);
  });
  const down = (why) => {
    if (state.redis === 'down') return;
    state.redis = 'down';
    console.warn(`[cache] shared cache (Redis ${where}) unreachable (${why}): serving from this instance's memory until it is back`);
  };
  client.on('error', (e) => down(e?.code ?? e?.message ?? String(e)));
  client.on('end', () => down('connection closed'));
  // Not awaited: an instance starts and serves from memory even when Redis is not there yet.
  client.connect().catch((e) => down(e?.code ?? e?.message ?? String(e)));
  globalThis[CLIENT] = client;
  return client;
}

/** instrumentation.ts calls this at start, so an instance is connected (and ready) before its first page. */
export function connectSharedCache() {
  if (process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build') connectRedis(process.env.REDIS_URL);
}

CacheHandler.onCreation(() => {
  const g = globalThis;
  if (g[CONFIG]) return g[CONFIG];
  const local = createLruHandler({
    maxItemsNumber: Number(process.env.CACHE_LRU_ITEMS ?? 2000),
    maxItemSizeBytes: Number(process.env.CACHE_LRU_BYTES ?? 256 * 1024 * 1024),
  });
  const url = process.env.REDIS_URL;
  // `next build` renders with memory only: the build must not depend on (or fill) a shared cache.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') {
    g[CONFIG] = { handlers: [local] };
    return g[CONFIG];
  }
  const redis = createRedisHandler({ client: connectRedis(url), keyPrefix: KEY_PREFIX, timeoutMs: 1000 });
  g[CONFIG] = { handlers: [redis, local] };
  return g[CONFIG];
});

export default CacheHandler;
