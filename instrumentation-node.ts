/**
 * The Node.js server's start-up work, imported inside instrumentation.ts's Node.js-only block. Next compiles
 * instrumentation.ts for the edge runtime too (the middleware's), where `node:` modules do not resolve; when these
 * imports sat after an early return there, the edge compile failed and `next dev` answered every request with a 500.
 */
export async function registerNode() {
  // Graceful shutdown (DESIGN §7): Next's own SIGTERM handler stops accepting connections and lets requests in
  // flight finish; readiness turns 503 at once so a balancer polling /api/health on a kept-alive connection stops
  // sending visitors here.
  const { processState } = await import('./lib/health/process-state.mjs');
  processState();
  process.once('SIGTERM', () => {
    processState().shuttingDown = true;
  });
  // Next loads the cache handler on the first cached read; connecting to Redis at start makes readiness true
  // before the first visitor. The handler file sits at the app root in the repository and in the standalone image.
  if (process.env.REDIS_URL) {
    const { pathToFileURL } = await import('node:url');
    const { join } = await import('node:path');
    const handler = pathToFileURL(join(process.cwd(), 'cache-handler.mjs')).href;
    const { connectSharedCache } = (await import(/* webpackIgnore: true */ handler)) as { connectSharedCache: () => void };
    connectSharedCache();
  }
}
