import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * True once the page has loaded (the load event) and the browser is then idle (issue 27 item 1): an island whose
 * mount work nobody waits for (the app checks, the lead form's fetch) starts after the page's first paint and
 * hydration instead of competing with them. `timeout` bounds the wait for idleness after load.
 */
export function useIdleAfterLoad(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    let cancel = () => {};
    const whenIdle = () => {
      const go = () => setIdle(true);
      if (w.requestIdleCallback) {
        const id = w.requestIdleCallback(go, { timeout });
        cancel = () => w.cancelIdleCallback?.(id);
      } else {
        const id = window.setTimeout(go, 200);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel();
  }, [timeout]);
  return idle;
}
