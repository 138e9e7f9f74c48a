'use client';
import { useEffect, useState } from 'react';

/**
 * The whole page failed, usually because the provider cannot be reached while no cached copy exists. The text
 * picks the language from ?lang= since no translations could be loaded.
 */
const TEXT = {
  en: { title: "We can't reach the venue right now", body: 'Our booking service is not answering. Please try again in a few minutes.', retry: 'Try again' },
  ar: { title: 'لا يمكننا الوصول إلى المكان الآن', body: 'خدمة الحجز لا تستجيب. يرجى المحاولة مرة أخرى بعد بضع دقائق.', retry: 'حاول مرة أخرى' },
};

export default function GlobalError() {
  const [lang, setLang] = useState<'en' | 'ar'>('en');
  useEffect(() => setLang(new URLSearchParams(window.location.search).get('lang') === 'ar' ? 'ar' : 'en'), []);
  const t = TEXT[lang];
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
