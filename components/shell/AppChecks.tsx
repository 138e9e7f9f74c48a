'use client';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { clockDiscrepancy, deviceLocalTime, VERSION_POLL_MS, versionReloadUrl } from '@/lib/app-checks';

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
 * App-level checks (spec §2, §4): the device clock against the venue's (time discrepancy modal), and the
 * deployed version, polled every 60 s (non-dismissable update modal).
 */
export function AppChecks({ labels }: { labels: Labels }) {
  const [times, setTimes] = useState<{ userTime: string; systemTime: string } | null>(null);
  const [outdated, setOutdated] = useState(false);
  const firstVersion = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/provider/verify-time', {
      headers: { 'x-local-time': deviceLocalTime(new Date()), 'x-time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone },
      signal: controller.signal,
    })
      .then(async (r) => {
        const body = (await r.json().catch(() => null)) as { data?: { userTime?: string; systemTime?: string } } | null;
        const d = body?.data;
        if (d?.userTime && d.systemTime && (!r.ok || clockDiscrepancy(d.userTime, d.systemTime))) {
          setTimes({ userTime: d.userTime, systemTime: d.systemTime });
        }
      })
      .catch(() => undefined);
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
