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
import { connectRedis } from './lib/redis/shared-client.mjs';

const KEY_PREFIX = process.env.REDIS_KEY_PREFIX ?? 'storefront:';
const CONFIG = Symbol.for('venue-storefront.cache-handler-config');

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
