'use client';
import { useEffect, useState } from 'react';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';

/**
 * The whole page failed in the browser (usually the provider cannot be reached). No translations could be
 * loaded, so the language comes from ?lang= and the words from the message files (this chunk loads only on error).
 */
export default function GlobalError() {
  const [lang, setLang] = useState<'en' | 'ar'>('en');
  useEffect(() => setLang(new URLSearchParams(window.location.search).get('lang') === 'ar' ? 'ar' : 'en'), []);
  const m = lang === 'ar' ? ar : en;
  return (
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0, textAlign: 'center' }}>
        <main style={{ maxWidth: '32rem', padding: '1rem' }}>
          <h1>{m.states.providerDownTitle}</h1>
          <p>{m.states.providerDownBody}</p>
          <button type="button" onClick={() => window.location.reload()} style={{ padding: '0.75rem 1.25rem', fontSize: '1rem' }}>
            {m.common.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
