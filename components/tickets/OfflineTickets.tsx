'use client';
import { useEffect, useState } from 'react';
import { useOffline } from '@/components/ui/useOffline';
import styles from './tickets.module.css';

/**
 * On the customer's ticket pages only (issue 25 item 1): registers the service worker (lib/offline/sw.ts) and, on
 * the first visit before it controls the page, asks it to keep this page and the files it loaded (Serwist's
 * CACHE_URLS message: the worker's own routes decide what is kept). When the device is offline it says so and
 * when the copy was made. Catalogue pages never load this: their first-load JavaScript is unchanged.
 */
export interface OfflineLabels {
  offline: string;
  /** "Last updated {when}". */
  lastUpdated: string;
  kept: string;
}

const SW_URL = '/sw.js';

function keepThisPage(worker: ServiceWorker) {
  const here = window.location.origin;
  const files = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => u.startsWith(`${here}/_next/static/`) || u.startsWith(`${here}/fonts/`) || u.startsWith(`${here}/images/`));
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [window.location.href, ...files] } });
}

export function OfflineTickets({ renderedAt, locale, labels }: { renderedAt: string; locale: string; labels: OfflineLabels }) {
  const offline = useOffline();
  const [kept, setKept] = useState(false);

  // Offline the session cannot be asked, so the header's "Login" would be wrong and lead nowhere: the page marks the
  // document and globals.css hides it. Done here, on the ticket pages, so public pages carry no code for it.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-offline', offline);
    return () => document.documentElement.removeAttribute('data-offline');
  }, [offline]);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !navigator.onLine) return;
    const controlled = !!navigator.serviceWorker.controller;
    let live = true;
    navigator.serviceWorker
      .register(SW_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        if (!live) return;
        if (!controlled && reg.active) keepThisPage(reg.active);
        setKept(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const when = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(renderedAt));
  // data-rendered-at tells a kept copy from a fresh page (the e2e compares it with the copy in the cache).
  return (
    <div data-rendered-at={renderedAt}>
      {offline ? (
        <div className={styles.offline} role="status" data-offline="true">
          <p>
            <strong>{labels.offline}</strong>
          </p>
          <p>{labels.lastUpdated.replace('{when}', when)}</p>
        </div>
      ) : kept ? (
        <p className={styles.kept} role="status">
          {labels.kept}
        </p>
      ) : null}
    </div>
  );
}
