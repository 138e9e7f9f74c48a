'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { setLeadDismissed } from './lead-storage';
import type { FormLabels } from './types';

// The lead form's island (React Query, the form fetch) loads after the page is up, so public pages stay light.
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
 * Spec §4 lead modal (the rules are in LeadIsland.tsx). This shell renders the lead button with the page and
 * loads the island once hydrated; a click on the button before the island is in is handed over to it.
 */
export function LeadLauncher(props: LeadProps) {
  const [hydrated, setHydrated] = useState(false);
  const [clicked, setClicked] = useState(false);
  useEffect(() => setHydrated(true), []);
  const button = props.buttonLabel ? <LeadButton
      label={props.buttonLabel}
      onClick={() => {
        setLeadDismissed(false);
        setClicked(true);
      }}
    /> : null;
  if (!hydrated) return button;
  return (
    <Suspense fallback={button}>
      <LeadIsland {...props} clickedBefore={clicked} />
    </Suspense>
  );
}
