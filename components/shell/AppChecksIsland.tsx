'use client';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/ui/Modal';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { VERSION_POLL_MS, versionReloadUrl } from '@/lib/app-checks';
import { clockMismatch, deployedVersion } from '@/lib/api/app-checks';
import { qk } from '@/lib/api/query-keys';

export interface AppCheckLabels {
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
 * Spec §2 time discrepancy modal (verify-time, once per page) and spec §4/§9 version check (/version.json, polled
 * every 60 s: a version other than the page's first answer opens the non-dismissable update modal). Both answers
 * are held by React Query.
 */
function Checks({ labels }: { labels: AppCheckLabels }) {
  const times = useQuery({ queryKey: qk.clockCheck, queryFn: ({ signal }) => clockMismatch(signal), staleTime: Infinity }).data ?? null;
  const version = useQuery({
    queryKey: qk.deployedVersion,
    queryFn: ({ signal }) => deployedVersion(signal),
    refetchInterval: VERSION_POLL_MS,
    refetchIntervalInBackground: true,
  }).data;
  const [firstVersion, setFirstVersion] = useState<string | null>(null);
  const [outdated, setOutdated] = useState(false);
  if (version && firstVersion === null) setFirstVersion(version);
  if (version && firstVersion !== null && version !== firstVersion && !outdated) setOutdated(true);

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

export default function AppChecksIsland({ labels }: { labels: AppCheckLabels }) {
  return (
    <QueryIsland>
      <Checks labels={labels} />
    </QueryIsland>
  );
}
