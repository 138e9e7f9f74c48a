import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/** Locale comes from the internal [locale] segment (set from ?lang= by the rewrite), validated against the list. */
export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  // An explicit locale (getTranslations({ locale })) never reads the request, which keeps pages static.
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(LOCALES, requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Asia/Dubai',
  };
});
