'use client';
import { useEffect, useState } from 'react';

/**
 * A page that failed to render: a clear message in the visitor's language, never a stack trace. The failed page
 * could not supply translations, so the words come from the layout's translated data attributes on <body>.
 */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const [t, setT] = useState({ title: '', body: '', retry: '' });
  useEffect(() => {
    const d = document.body.dataset;
    setT({ title: d.errorTitle ?? '', body: d.errorBody ?? '', retry: d.retryLabel ?? '' });
  }, []);
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
