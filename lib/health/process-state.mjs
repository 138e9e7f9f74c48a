/**
 * Process-wide facts shared by the cache handler (cache-handler.mjs, which Next loads outside the app bundle),
 * instrumentation.ts and the health route. Separate module graphs in one process: the state lives on globalThis
 * under a registered symbol, so every copy of this module sees the same object.
 */
const KEY = Symbol.for('venue-storefront.process-state');

/** @returns {{ redis: 'not-configured' | 'ready' | 'connecting' | 'down', shuttingDown: boolean }} */
export function processState() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  g[KEY] ??= { redis: process.env.REDIS_URL ? 'connecting' : 'not-configured', shuttingDown: false };
  return g[KEY];
}
