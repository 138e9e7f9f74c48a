/**
 * The process's one Redis client (REDIS_URL), shared by the cache handler (cache-handler.mjs, which Next loads
 * outside the app bundle) and the app's own shared stores (lib/redis/shared-store.ts, e.g. checkout idempotency).
 * Separate module graphs in one process: the client lives on globalThis under a registered symbol, so every copy of
 * this module hands out the same one. Readiness (GET /api/health) follows it through processState().
 */
import { createClient } from '@redis/client';
import { processState } from '../health/process-state.mjs';

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
export function connectRedis(url) {
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
