/**
 * Debounce with a maximum wait (spec §9: search debounce 300 ms, max wait 3000 ms): the call runs once typing
 * pauses for `wait` ms, and at the latest `maxWait` ms after the first of a burst of calls.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number, maxWait: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstCall: number | null = null;
  let lastArgs: A | null = null;
  const run = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    firstCall = null;
    const args = lastArgs;
    lastArgs = null;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    lastArgs = args;
    const now = Date.now();
    if (firstCall === null) firstCall = now;
    if (timer) clearTimeout(timer);
    const remainingMax = maxWait - (now - firstCall);
    timer = setTimeout(run, Math.max(0, Math.min(wait, remainingMax)));
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    firstCall = null;
    lastArgs = null;
  };
  return debounced;
}

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX_WAIT_MS = 3000;
