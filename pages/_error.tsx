import type { NextPageContext } from 'next';
import { errorPageLocale } from '@/lib/i18n/error-locale';
import { FALLBACK_TEXT } from '@/lib/i18n/fallback-text';

/**
 * The page Next.js serves when a page cannot be rendered at all. A cached (ISR) page that fails on its first
 * render, e.g. because the provider is down, never reaches app/global-error: Next aborts the regeneration and
 * falls back to the pages router's error page, by default a bare English "500". This one says what happened in
 * the visitor's language (from ?lang=), and marks the answer uncacheable: the `headers()` rule in next.config.mjs
 * would otherwise let a CDN keep this error for five minutes (see lib/routing/public-cache.mjs).
 */
const TEXT = FALLBACK_TEXT;
type Lang = keyof typeof TEXT;

interface Props {
  lang: Lang;
}

export default function ErrorPage({ lang }: Props) {
  const t = TEXT[lang] ?? TEXT.en;
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <main lang={lang} dir={dir} style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '32rem', margin: '0 auto', padding: '3rem 1rem', textAlign: 'center', color: '#1a1a1a' }}>
      <title>{t.title}</title>
      <h1 style={{ fontSize: '1.5rem', margin: '0 0 0.75rem' }}>{t.title}</h1>
      <p style={{ margin: '0 0 1rem' }}>{t.body}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '0.75rem 1.25rem', fontSize: '1rem', minHeight: 44 }}>
        {t.retry}
      </button>
    </main>
  );
}

ErrorPage.getInitialProps = ({ res, req, asPath, query }: NextPageContext): Props => {
  res?.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  return { lang: errorPageLocale(req?.url ?? asPath, query.lang) };
};
