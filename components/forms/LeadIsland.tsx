'use client';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { qk } from '@/lib/api/query-keys';
import { isChunkLoadError, reloadOnChunkError } from '@/lib/routing/chunk-reload';
import { isLeadDismissed, setLeadDismissed } from './lead-storage';
import { LeadButton, type LeadProps } from './LeadLauncher';

// The modal (react-hook-form, zod, toasts) loads only when a lead form is about to open.
const LeadModal = lazy(() => import('./LeadModal'));

const otherDialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;

/** Why the modal is about to open: landing on a page, or the lead button. */
type Asked = 'landing' | 'button' | null;

/**
 * Spec §4 lead modal: GET leads; the modal opens by itself once the form is fetched unless dismissed in session
 * storage, on whichever page the visitor lands, once per browser session: opening marks it dismissed (so a reload,
 * a sign-in or the next page never brings it back), as closing does; the lead button (config
 * enable_lead_tracker_button) clears the flag and reopens it. The form is held by React Query (qk.leadForm).
 */
function LeadForms({ buttonLabel, locale, labels, clickedBefore }: LeadProps & { clickedBefore: boolean }) {
  const [asked, setAsked] = useState<Asked>(() => (clickedBefore ? 'button' : isLeadDismissed() ? null : 'landing'));
  const [wanted, setWanted] = useState(asked !== null);
  const [open, setOpen] = useState(false);
  // The modal's code is asked for the first time it opens.
  const [shown, setShown] = useState(false);
  // The form's module loads with the form, not with every page: after the first page of a session the modal is
  // dismissed and nothing asks for it until the button is pressed. The server checked the form against the wire
  // contract (/api/catalogue/lead-form), so no schema library loads to open it.
  // A module that fails to load reloads the page once (spec §2), else shows the error page, as a lazy component does.
  const query = useQuery({
    queryKey: qk.leadForm,
    queryFn: ({ signal }) =>
      import('@/lib/api/lead-form').then(
        (m) => m.leadForm(signal),
        (e: unknown) => (reloadOnChunkError(e) ? new Promise<never>(() => {}) : Promise.reject(e)),
      ),
    throwOnError: isChunkLoadError,
    staleTime: Infinity,
    enabled: wanted,
  });
  const lead = query.data ?? null;

  // An opening asked for happens once the form is in. A dialog the visitor opened meanwhile (booking, sign-in, a
  // one-time code) is not covered by one they did not ask for: the lead form waits for the next page, so it is not
  // marked as shown.
  useEffect(() => {
    if (!asked || !lead) return;
    setAsked(null);
    if (asked === 'landing') {
      if (isLeadDismissed() || otherDialogOpen()) return;
      setLeadDismissed(true);
    }
    // A transition: React renders the form in slices the browser can interleave with input, not in one long task.
    startTransition(() => {
      setShown(true);
      setOpen(true);
    });
  }, [asked, lead]);

  const reopen = () => {
    setLeadDismissed(false);
    setAsked('button');
    setWanted(true);
    // Spec §8: a form that failed to load is asked for again by the button.
    if (query.isFetched && !lead) void query.refetch();
  };

  return (
    <>
      {buttonLabel ? <LeadButton label={buttonLabel} onClick={reopen} /> : null}
      {lead && shown ? (
        <Suspense fallback={null}>
          <LeadModal
            lead={lead}
            open={open}
            locale={locale}
            labels={labels}
            onClose={() => {
              setLeadDismissed(true);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export default function LeadIsland(props: LeadProps & { clickedBefore: boolean }) {
  return (
    <QueryIsland>
      <LeadForms {...props} />
    </QueryIsland>
  );
}
