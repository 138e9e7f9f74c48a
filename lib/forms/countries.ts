import 'server-only';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ar from 'i18n-iso-countries/langs/ar.json';
import type { AppLocale } from '../i18n/locales';

countries.registerLocale(en);
countries.registerLocale(ar);

/** Country choices for a `country` field, sorted by name in the visitor's language; the value is ISO 3166 alpha-2. */
export function countryOptions(locale: AppLocale): Array<{ value: string; label: string }> {
  const names = countries.getNames(locale, { select: 'official' });
  return Object.entries(names)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
