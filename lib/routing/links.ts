import type { AppLocale } from '../i18n/locales';

/**
 * The one helper that builds internal hrefs (DESIGN §2): every internal link carries `lang`, so the middleware
 * redirect only ever serves arrivals from outside.
 */
export function href(path: string, locale: AppLocale, query?: Record<string, string | number | undefined>): string {
  const [rawPath, rawQuery] = path.split('?', 2);
  const params = new URLSearchParams(rawQuery ?? '');
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  params.set('lang', locale);
  const p = rawPath && rawPath.length ? rawPath : '/';
  return `${p.startsWith('/') ? p : `/${p}`}?${params.toString()}`;
}

/** Same URL in the other language (the language switch keeps the current page and query). */
export function switchLocaleHref(pathname: string, search: string, locale: AppLocale): string {
  const params = new URLSearchParams(search);
  params.set('lang', locale);
  return `${pathname}?${params.toString()}`;
}

/**
 * nextUrl is only ever followed when it is a same-origin path (DESIGN §2: no open redirect). Returns the safe
 * path or null.
 */
export function safeNextUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let v: string;
  try {
    v = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\') || /[\u0000-\u001f\\]/.test(v)) return null;
  try {
    const u = new URL(v, 'http://same.invalid');
    if (u.origin !== 'http://same.invalid') return null;
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return null;
  }
}
