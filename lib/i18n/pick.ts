import type { LocalizedText } from '../provider/types';
import type { AppLocale } from './locales';

/** The venue's text in the visitor's language (Arabic falls back to English when the venue gave none). */
export function pick(t: LocalizedText, locale: AppLocale): string {
  return locale === 'ar' ? t.ar || t.en : t.en;
}
