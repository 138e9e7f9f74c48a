import { sentrySettings } from './lib/monitoring/sentry-options';

/** Server-side error reporting (spec §9), only with a DSN; no source maps are uploaded (there is no build plugin). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
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
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return;
  const Sentry = await import('@sentry/nextjs');
  const base = sentrySettings(dsn, process.env.PUBLIC_ORIGIN ?? 'https://storefront.invalid');
  if (!base) return;
  Sentry.init({
    ...base,
    beforeSend(event) {
      // Requests to a local address are never reported.
      return event.request?.url?.includes('localhost') ? null : event;
    },
  });
}

export async function onRequestError(...args: unknown[]) {
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  (Sentry.captureRequestError as (...a: unknown[]) => void)(...args);
}
