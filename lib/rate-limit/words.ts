import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import ar from '../../messages/ar.json';
import { isLocale, type AppLocale } from '../i18n/locales';

/**
 * A refusal's words in the visitor's language (issue 26): "Too many attempts. Please try again in 3 minutes." The
 * language is the one the request names (a form's locale), else the page it came from (`?lang=` of the Referer),
 * else the language cookie (`lang`, lib/auth/session-cookie.ts), else Arabic when the browser asks for it first, else English.
 */
const CATALOGUES = { en, ar } as const;

export function visitorLocale(headers: Headers, explicit?: unknown, cookieName = 'lang'): AppLocale {
  if (isLocale(explicit)) return explicit;
  try {
    const lang = new URL(headers.get('referer') ?? '').searchParams.get('lang');
    if (isLocale(lang)) return lang;
  } catch {
    // no Referer, or not a URL
  }
  const cookie = (headers.get('cookie') ?? '').split(';').map((c) => c.trim().split('=')).find(([k]) => k === cookieName)?.[1];
  if (isLocale(cookie)) return cookie;
  return /^\s*ar\b/i.test(headers.get('accept-language') ?? '') ? 'ar' : 'en';
}

export function tooManyMessage(locale: AppLocale, retryAfterS: number): string {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'rateLimit' });
  const wait = retryAfterS < 60 ? t('seconds', { n: Math.max(1, Math.ceil(retryAfterS)) }) : t('minutes', { n: Math.ceil(retryAfterS / 60) });
  return t('tooMany', { wait });
}

export function otpLockedMessage(locale: AppLocale): string {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'rateLimit' })('otpLocked');
}
