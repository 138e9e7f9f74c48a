'use client';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import { isLeadDismissed, setLeadDismissed } from './lead-storage';
import type { FormLabels } from './types';

// The modal (react-hook-form, zod, toasts) loads only when a lead form is about to open, so public pages stay light.
const LeadModal = lazy(() => import('./LeadModal'));

export interface LeadLabels {
  form: FormLabels;
  close: string;
}

const otherDialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;

/**
 * Spec §4 lead modal: GET leads; the modal opens by itself once the form is fetched unless dismissed in session
 * storage, on whichever page the visitor lands, once per browser session: opening marks it dismissed (so a reload,
 * a sign-in or the next page never brings it back), as closing does; the lead button (config
 * enable_lead_tracker_button) clears the flag and reopens it.
 */
export function LeadLauncher({ buttonLabel, locale, labels }: { buttonLabel: string | null; locale: 'en' | 'ar'; labels: LeadLabels }) {
  const [form, setForm] = useState<unknown>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const fetchForm = useCallback(async (): Promise<unknown> => {
    try {
      const body = (await api.get('leads')) as { data?: unknown } | null;
      setForm(body?.data ?? null);
      return body?.data ?? null;
    } catch {
      // Spec §8: lead form fetch failure - nothing loads.
      return null;
    }
  }, []);

  useEffect(() => {
    if (isLeadDismissed()) return;
    let live = true;
    fetchForm().then((data) => {
      // A dialog the visitor opened meanwhile (booking, sign-in, a one-time code) is not covered by one they did not
      // ask for: the lead form waits for the next page, so it is not marked as shown.
      if (live && data && !isLeadDismissed() && !otherDialogOpen()) {
        setLeadDismissed(true);
        setLoaded(true);
        setOpen(true);
      }
    });
    return () => {
      live = false;
    };
  }, [fetchForm]);

  const reopen = async () => {
    setLeadDismissed(false);
    const data = form ?? (await fetchForm());
    if (data) {
      setLoaded(true);
      setOpen(true);
    }
  };

  return (
    <>
      {buttonLabel ? (
        <button type="button" className="button button-cta lead-button" aria-haspopup="dialog" onClick={reopen}>
          {buttonLabel}
        </button>
      ) : null}
      {loaded && form ? (
        <Suspense fallback={null}>
          <LeadModal
            wire={form}
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
