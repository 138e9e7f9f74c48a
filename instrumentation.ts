import { sentrySettings } from './lib/monitoring/sentry-options';

/** Server-side error reporting (spec §9), only with a DSN; no source maps are uploaded (there is no build plugin). */
export async function register() {
  // Next replaces NEXT_RUNTIME with a constant per runtime: in the edge bundle this block is dead code and its imports
  // are not followed (code after an early `return` would still be).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await (await import('./instrumentation-node')).registerNode();
    await startErrorReports();
  }
}

async function startErrorReports() {
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
