'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLanding } from '@/components/ui/idle';
import { isLeadDismissed, setLeadDismissed } from './lead-storage';
import type { FormLabels } from './types';

const LeadIsland = lazy(() => import('./LeadIsland'));

export interface LeadLabels {
  form: FormLabels;
  close: string;
}

export interface LeadProps {
  buttonLabel: string | null;
  locale: 'en' | 'ar';
  labels: LeadLabels;
}

/** The lead button (config enable_lead_tracker_button), the same before and after the island loads. */
export function LeadButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button button-cta lead-button" aria-haspopup="dialog" onClick={onClick}>
      {label}
    </button>
  );
}

/**
 * Spec §4 lead modal (the rules are in LeadIsland.tsx). This shell renders the lead button with the page; the island
 * (React Query, the form fetch) loads only when the form is about to be wanted: on landing, once the page has been the
 * visitor's for a few seconds and the main thread is idle (afterLanding, lib/landing.ts) unless the pop-up was already
 * dismissed this session, and whenever the button is pressed, a press before the island is in being handed over to
 * it. A page after the first of a session loads none of it until the button is pressed.
 */
export function LeadLauncher(props: LeadProps) {
  const [load, setLoad] = useState<'landing' | 'button' | null>(null);
  useEffect(() => {
    if (isLeadDismissed()) return undefined;
    return afterLanding(() => setLoad((l) => l ?? 'landing'));
  }, []);
  const button = props.buttonLabel ? <LeadButton
      label={props.buttonLabel}
      onClick={() => {
        setLeadDismissed(false);
        setLoad('button');
      }}
    /> : null;
  if (!load) return button;
  return (
    <Suspense fallback={button}>
      <LeadIsland {...props} clickedBefore={load === 'button'} />
    </Suspense>
  );
}
