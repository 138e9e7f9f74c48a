/**
 * Error reporting settings (spec §9): off without a DSN and when the address contains localhost; environment
 * prod; traces sample rate 1; replay 0.1 for sessions and 0.1 for sessions with errors; hostname tagged as domain.
 */
export interface SentrySettings {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  initialScope: { tags: { domain: string } };
}

export function sentrySettings(dsn: string | undefined | null, address: string): SentrySettings | null {
  if (!dsn || !dsn.trim()) return null;
  if (address.toLowerCase().includes('localhost')) return null;
  let domain = address;
  try {
    domain = new URL(address).hostname;
  } catch {
    /* address is already a host name */
  }
  return {
    dsn,
    environment: 'prod',
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 0.1,
    initialScope: { tags: { domain } },
  };
}
