'use client';
import { useSyncExternalStore } from 'react';

/**
 * Whether the storefront cannot be reached: the browser says it has no network, or a request to the server failed
 * as a network error. `navigator.onLine` alone is not enough: a phone on a Wi-Fi without internet says it is online,
 * and so does Chromium (150) after a page kept by the service worker is reloaded with the network off. The probe is
 * `/version.json`, which the service worker never answers from its cache (lib/offline/sw.ts).
 */
let unreachable = false;
const listeners = new Set<() => void>();

function probe() {
  fetch('/version.json', { cache: 'no-store' }).then(
    () => set(false),
    () => set(true),
  );
}

function set(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  for (const l of listeners) l();
}

const subscribe = (changed: () => void) => {
  listeners.add(changed);
  const onChange = () => {
    changed();
    probe();
  };
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  if (listeners.size === 1) probe();
  return () => {
    listeners.delete(changed);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** False on the server and while hydrating, so the markup matches. */
export const useOffline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => !navigator.onLine || unreachable,
    () => false,
  );
