'use client';
import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while the gate view shows (issue 25 item 5): the Screen Wake Lock, asked again whenever the
 * page becomes visible (the browser drops it when the page is hidden). Where the browser has no Wake Lock nothing
 * is said and nothing breaks.
 */
type Sentinel = { release: () => Promise<void>; released: boolean };
type WakeLockNavigator = Navigator & { wakeLock?: { request: (type: 'screen') => Promise<Sentinel> } };

export function ScreenOn({ label }: { label: string }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const nav = navigator as WakeLockNavigator;
    if (!nav.wakeLock) return;
    let sentinel: Sentinel | null = null;
    let live = true;
    const ask = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      nav.wakeLock!.request('screen').then(
        (s) => {
          if (!live) return void s.release();
          sentinel = s;
          setOn(true);
        },
        () => setOn(false),
      );
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', ask);
      void sentinel?.release();
    };
  }, []);
  return on ? (
    <p role="status" data-wake-lock="on" style={{ margin: 0, fontSize: '0.85rem', color: 'var(--color-muted)' }}>
      {label}
    </p>
  ) : null;
}
