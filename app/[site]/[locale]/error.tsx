'use client';
import { useEffect, useState } from 'react';
import { reloadOnChunkError } from '@/lib/routing/chunk-reload';

/**
 * A page that failed to render: a clear message in the visitor's language, never a stack trace. The failed page
 * could not supply translations, so the words come from the layout's translated data attributes on <body>. A page
 * module that failed to load reloads the page at its address instead, once (spec §2).
 */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  const [t, setT] = useState({ title: '', body: '', retry: '' });
  useEffect(() => {
    if (reloadOnChunkError(error)) return;
    const d = document.body.dataset;
    setT({ title: d.errorTitle ?? '', body: d.errorBody ?? '', retry: d.retryLabel ?? '' });
  }, [error]);
  return (
    <div className="state-page" role="alert">
      <h1>{t.title}</h1>
      <p>{t.body}</p>
      <button type="button" className="button" onClick={() => reset()}>
        {t.retry}
      </button>
    </div>
  );
}
