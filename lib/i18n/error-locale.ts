import type { AppLocale } from './locales';

/**
 * The visitor's language for the framework's error page, which gets neither params nor translations: from the
 * query Next hands the error page, the visible `?lang=`, or from the internal `/<host>/<locale>/…` path the config rewrite produced (DESIGN §2).
 */
export function errorPageLocale(url: string | null | undefined, queryLang?: string | string[]): AppLocale {
  if (queryLang === 'ar' || queryLang === 'en') return queryLang;
  try {
    const u = new URL(url ?? '/', 'http://error.invalid');
    const q = u.searchParams.get('lang');
    if (q === 'ar' || q === 'en') return q;
    return /^\/[^/]+\/ar(?:\/|$)/.test(u.pathname) ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}
