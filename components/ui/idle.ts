import { landingWait } from '@/lib/landing';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Runs `go` once the main thread is idle (at the latest after `timeout` ms; a plain timer where the browser has no
 * requestIdleCallback) and returns the cancel, for an effect's cleanup. Work a visitor did not ask for (warming a
 * chunk, the lead form on landing) waits until the page has answered its first taps.
 */
export function whenIdle(go: () => void, timeout = 3000): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(go, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(go, Math.min(timeout, 1500));
  return () => window.clearTimeout(id);
}

/**
 * Runs `go` once the page has been the visitor's for `LANDING_AFTER_MS` from its navigation (lib/landing.ts), then
 * once the main thread is idle (as whenIdle); returns the cancel. The landing lead form and the app checks wait so.
 */
export function afterLanding(go: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const id = window.setTimeout(() => {
    cancelIdle = whenIdle(go);
  }, landingWait(performance.now()));
  return () => {
    window.clearTimeout(id);
    cancelIdle?.();
  };
}
