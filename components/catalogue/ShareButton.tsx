'use client';
import { useEffect, useRef, useState } from 'react';

export interface ShareLabels {
  button: string;
  copied: string;
  failed: string;
  manual: string;
}

/**
 * Copy-link share (spec §8 clipboard copy): success toast 'Link copied for sharing!'; on failure, or with no
 * clipboard, the failure toast plus an alert asking the visitor to copy the URL by hand. A tiny island with its
 * own toast, so public pages carry no toast library.
 */
export function ShareButton({ labels }: { labels: ShareLabels }) {
  const [toast, setToast] = useState<{ text: string; error: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (text: string, error: boolean) => {
    clearTimeout(timer.current);
    setToast({ text, error });
    timer.current = setTimeout(() => setToast(null), 4000);
  };

  const share = async () => {
    const url = window.location.href;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      show(labels.copied, false);
    } catch {
      show(labels.failed, true);
      window.alert(`${labels.manual}\n${url}`);
    }
  };

  return (
    <>
      <button type="button" className="button button-outline" onClick={share}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
          <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
        </svg>
        {labels.button}
      </button>
      <div className="toast-region" role="status" aria-live="polite">
        {toast ? <p className={`toast${toast.error ? ' toast-error' : ''}`}>{toast.text}</p> : null}
      </div>
    </>
  );
}
