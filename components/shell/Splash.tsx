'use client';
import { useEffect, useState } from 'react';

/**
 * Splash with a loader while a page loads (spec §2). A loading boundary cannot know the locale without making the
 * cached page dynamic, so the label comes from the layout's own translated data attribute.
 */
export function Splash() {
  const [label, setLabel] = useState('');
  useEffect(() => setLabel(document.body.dataset.loadingLabel ?? ''), []);
  return (
    <div className="splash" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
