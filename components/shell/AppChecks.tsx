'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { reloadOnChunkError } from '@/lib/routing/chunk-reload';
import { afterLanding } from '@/components/ui/idle';
import type { AppCheckLabels } from './AppChecksIsland';

// The clock and version checks (React Query, two fetches) load once the page has been the visitor's for a few seconds
// and the main thread is idle (lib/landing.ts), so public pages' first load and first taps stay light (React's lazy:
// next/dynamic's own code would weigh on every page, issue 27 §2).
const AppChecksIsland = lazy(() => import('./AppChecksIsland'));

/**
 * App-level checks (spec §2, §4): the device clock against the venue's and the deployed version (AppChecksIsland),
 * and page modules that fail to load (reload once).
 */
export function AppChecks({ labels }: { labels: AppCheckLabels }) {
  const [mounted, setMounted] = useState(false);
  // Spec §2: a page module that fails to load outside rendering (an import() in a handler) reloads the page too.
  useEffect(() => {
    const cancel = afterLanding(() => setMounted(true));
    const onError = (e: ErrorEvent) => void reloadOnChunkError(e.error);
    const onRejection = (e: PromiseRejectionEvent) => void reloadOnChunkError(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      cancel();
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <AppChecksIsland labels={labels} />
    </Suspense>
  ) : null;
}
