'use client';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { clockDiscrepancy, VERSION_POLL_MS, versionReloadUrl } from '@/lib/app-checks';
import { api, ApiError } from '@/lib/api/client';
import { reloadOnChunkError } from '@/lib/routing/chunk-reload';

interface Labels {
  timeTitle: string;
  timeBody: string;
  deviceTime: string;
  serverTime: string;
  reload: string;
  versionTitle: string;
  versionBody: string;
  update: string;
}

/**
 * App-level checks (spec §2, §4): the device clock against the venue's (time discrepancy modal), the deployed
 * version, polled every 60 s (non-dismissable update modal), and page modules that fail to load (reload once).
 */
export function AppChecks({ labels }: { labels: Labels }) {
  const [times, setTimes] = useState<{ userTime: string; systemTime: string } | null>(null);
  const [outdated, setOutdated] = useState(false);
  const firstVersion = useRef<string | null>(null);

  // Spec §2: a page module that fails to load outside rendering (an import() in a handler) reloads the page too.
  useEffect(() => {
    const onError = (e: ErrorEvent) => void reloadOnChunkError(e.error);
    const onRejection = (e: PromiseRejectionEvent) => void reloadOnChunkError(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    type Times = { userTime?: string; systemTime?: string } | null | undefined;
    const show = (d: Times, refused: boolean) => {
      if (d?.userTime && d.systemTime && (refused || clockDiscrepancy(d.userTime, d.systemTime))) setTimes({ userTime: d.userTime, systemTime: d.systemTime });
    };
    // The client sends the device's local time and zone; a refusal still carries both times in its data.
    api
      .get('verify-time', { signal: controller.signal })
      .then((body) => show((body as { data?: Times } | null)?.data, false))
      .catch((e: unknown) => e instanceof ApiError && show(e.data as Times, true));
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const check = () =>
      fetch('/version.json', { cache: 'no-store' })
        .then((r) => (r.ok ? r.json() : null))
        .then((v: { version?: string } | null) => {
          if (!v?.version) return;
          if (firstVersion.current === null) firstVersion.current = v.version;
          else if (firstVersion.current !== v.version) setOutdated(true);
        })
        .catch(() => undefined);
    void check();
    const timer = setInterval(check, VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, []);

  if (outdated) {
    return (
      <Modal open title={labels.versionTitle} dismissable={false}>
        <p>{labels.versionBody}</p>
        <button type="button" className="button" onClick={() => window.location.assign(versionReloadUrl(window.location.href, Date.now()))}>
          {labels.update}
        </button>
      </Modal>
    );
  }
  if (times) {
    return (
      <Modal open title={labels.timeTitle} dismissable={false}>
        <p>{labels.timeBody}</p>
        <dl className="time-compare">
          <dt>{labels.deviceTime}</dt>
          <dd>{times.userTime}</dd>
          <dt>{labels.serverTime}</dt>
          <dd>{times.systemTime}</dd>
        </dl>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {labels.reload}
        </button>
      </Modal>
    );
  }
  return null;
}
