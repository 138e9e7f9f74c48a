import { getRequestConfig } from 'next-intl/server';
// Not next-intl's hasLocale: importing 'next-intl' here would put its client provider into every page's bundle.
import { DEFAULT_LOCALE, isLocale } from './locales';

/** Locale comes from the internal [locale] segment (set from ?lang= by the rewrite), validated against the list. */
export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  // An explicit locale (getTranslations({ locale })) never reads the request, which keeps pages static.
  const requested = explicit ?? (await requestLocale);
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Asia/Dubai',
  };
});
