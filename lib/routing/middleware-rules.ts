import { DEFAULT_LOCALE, isLocale, type AppLocale } from '../i18n/locales';
import { isLoginRequired, isPathAllowed } from './sections';

/**
 * Longest nextUrl carried to /login. A longer one (a huge query) would make the Location header exceed what
 * HTTP clients and proxies accept (Node: 16 KB, nginx: 4-8 KB by default), so only the path is kept then.
 */
export const MAX_NEXT_URL = 2048;

export type Decision = { kind: 'next' } | { kind: 'redirect'; location: string; status: 307 | 308 };

export interface RequestFacts {
  pathname: string;
  /** The raw query string without "?". */
  search: string;
  /** Locale the visitor last chose (cookie), if any. */
  preferredLocale?: string | null;
  hasSession: boolean;
  /** Sections the venue lists, or null when the config could not be read (then nothing is gated). */
  sections: readonly string[] | null;
}

/**
 * The middleware's decisions (DESIGN §2, spec §2 navigation rules), in order:
 * 1. a missing or unknown `lang` is set to the current locale, keeping every other query parameter;
 * 2. a section the venue does not list goes to /404;
 * 3. a login-required route without a session goes to /login?nextUrl=<full original path>.
 */
export function decide(facts: RequestFacts): Decision {
  const params = new URLSearchParams(facts.search);
  const lang = params.get('lang');
  if (!isLocale(lang) || params.getAll('lang').length > 1) {
    const locale: AppLocale = isLocale(facts.preferredLocale) ? facts.preferredLocale : DEFAULT_LOCALE;
    params.delete('lang');
    params.append('lang', locale);
    return { kind: 'redirect', location: `${facts.pathname}?${params.toString()}`, status: 307 };
  }
  if (facts.sections && !isPathAllowed(facts.pathname, facts.sections)) {
    return { kind: 'redirect', location: `/404?lang=${lang}`, status: 307 };
  }
  if (isLoginRequired(facts.pathname) && !facts.hasSession) {
    const full = `${facts.pathname}${facts.search ? `?${facts.search}` : ''}`;
    const next = full.length <= MAX_NEXT_URL ? full : facts.pathname.slice(0, MAX_NEXT_URL);
    return { kind: 'redirect', location: `/login?${new URLSearchParams({ nextUrl: next, lang }).toString()}`, status: 307 };
  }
  return { kind: 'next' };
}
