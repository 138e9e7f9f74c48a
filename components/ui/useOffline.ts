'use client';
import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it has no network; false on the server and while hydrating, so the markup matches. */
export const useOffline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
