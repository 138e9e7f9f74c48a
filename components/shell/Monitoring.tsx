'use client';
import { useEffect } from 'react';

/** Loads the error reporter only when a DSN is configured and the address is not local (spec §9). */
export function Monitoring({ dsn }: { dsn: string | null }) {
  useEffect(() => {
    // Without a DSN nothing loads; with one, its rules (lib/monitoring/sentry-options) load first (issue 27 §2).
    if (!dsn?.trim()) return;
    void import('@/lib/monitoring/sentry-options').then(({ sentrySettings }) => {
      const settings = sentrySettings(dsn, window.location.href);
      if (!settings) return;
      return import('@sentry/nextjs').then((Sentry) => Sentry.init({ ...settings, integrations: [Sentry.replayIntegration()] }));
    });
  }, [dsn]);
  return null;
}
