'use client';
import { useEffect, useState } from 'react';
import { FALLBACK_TEXT } from '@/lib/i18n/fallback-text';
import { reloadOnChunkError } from '@/lib/routing/chunk-reload';

/**
 * The whole page failed in the browser (usually the provider cannot be reached). No translations could be
 * loaded, so the language comes from ?lang=. This boundary ships with every page, hence the few fixed words of
 * lib/i18n/fallback-text.ts rather than the message files. A page module that failed to load reloads the page at its
 * address instead, once (spec §2).
 */
export default function GlobalError({ error }: { error: Error }) {
  const [lang, setLang] = useState<'en' | 'ar'>('en');
  useEffect(() => {
    if (reloadOnChunkError(error)) return;
    setLang(new URLSearchParams(window.location.search).get('lang') === 'ar' ? 'ar' : 'en');
  }, [error]);
  const t = FALLBACK_TEXT[lang];
  return (
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0, textAlign: 'center' }}>
        <main style={{ maxWidth: '32rem', padding: '1rem' }}>
          <h1>{t.title}</h1>
          <p>{t.body}</p>
          <button type="button" onClick={() => window.location.reload()} style={{ padding: '0.75rem 1.25rem', fontSize: '1rem' }}>
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
