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

/** Runs `go` after `waitMs`, then once the main thread is idle (as whenIdle); returns the cancel. */
export function afterThenIdle(waitMs: number, go: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const id = window.setTimeout(() => {
    cancelIdle = whenIdle(go);
  }, waitMs);
  return () => {
    window.clearTimeout(id);
    cancelIdle?.();
  };
}
