'use client';
import { lazy, Suspense, useState } from 'react';
import type { SearchLabels } from '@/components/search/labels';

// The search dialog's code loads on first use only, so public pages stay light (React's lazy: next/dynamic's own
// code would weigh on every page, issue 27 §2).
const SearchDialog = lazy(() => import('@/components/search/SearchDialog'));

export function SearchTrigger({ label, locale, labels }: { label: string; locale: 'en' | 'ar'; labels: SearchLabels }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} locale={locale} labels={labels} />
        </Suspense>
      ) : null}
    </>
  );
}
