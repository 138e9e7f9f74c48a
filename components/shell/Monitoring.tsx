'use client';
import { useEffect } from 'react';
import { sentrySettings } from '@/lib/monitoring/sentry-options';

/** Loads the error reporter only when a DSN is configured and the address is not local (spec §9). */
export function Monitoring({ dsn }: { dsn: string | null }) {
  useEffect(() => {
    const settings = sentrySettings(dsn, window.location.href);
    if (!settings) return;
    void import('@sentry/nextjs').then((Sentry) => Sentry.init({ ...settings, integrations: [Sentry.replayIntegration()] }));
  }, [dsn]);
  return null;
}
