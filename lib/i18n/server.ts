import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type AppLocale } from './locales';
import { splitSiteSegment } from '../routing/bare';

export interface SiteParams {
  site: string;
  locale: string;
}

/** Every page under [site]/[locale] starts here: validate the locale and enable static rendering for it. */
export async function pageLocale(params: Promise<SiteParams>): Promise<{ host: string; locale: AppLocale }> {
  const { site, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return { host: splitSiteSegment(site).host, locale };
}
