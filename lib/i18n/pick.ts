import type { AppLocale } from './locales';

/** A venue's text in both languages. */
export interface LocalizedText {
  en: string;
  ar: string;
}

/** The venue's text in the visitor's language (Arabic falls back to English when the venue gave none). */
export function pick(t: LocalizedText, locale: AppLocale): string {
  return locale === 'ar' ? t.ar || t.en : t.en;
}
