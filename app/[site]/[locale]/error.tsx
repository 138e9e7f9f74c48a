'use client';
import { useEffect, useState } from 'react';

/**
 * A page that failed to render: a clear message in the visitor's language, never a stack trace. The words come
 * from the page's own <html lang>, since the failed page could not supply its translations.
 */
const TEXT = {
  en: { title: 'Something went wrong', body: 'Please try again. If the problem continues, contact the venue.', retry: 'Try again' },
  ar: { title: 'حدث خطأ ما', body: 'يرجى المحاولة مرة أخرى. إذا استمرت المشكلة، تواصل مع المكان.', retry: 'حاول مرة أخرى' },
};

export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const [lang, setLang] = useState<'en' | 'ar'>('en');
  useEffect(() => setLang(document.documentElement.lang === 'ar' ? 'ar' : 'en'), []);
  const t = TEXT[lang];
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
