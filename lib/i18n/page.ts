import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from './server';
import { requireSite } from '../tenant/site';
import { pageMetadata } from '../seo/metadata';
import { pick } from './pick';

/** The props of a page that reads its query. */
export interface QueryPageProps {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A page's start: its host and locale (pageLocale) and its venue (requireSite: the 404 page when it cannot be shown). */
export async function sitePage(params: Promise<SiteParams>) {
  const { host, locale } = await pageLocale(params);
  return { host, locale, ...(await requireSite(host)) };
}

/** generateMetadata of a page titled by one message (`more`: e.g. robots for a personal page). */
export function titleMetadata(namespace: string, key: string, more: Metadata = {}) {
  return async ({ params }: { params: Promise<SiteParams> }): Promise<Metadata> => {
    const { locale } = await pageLocale(params);
    const t = await getTranslations({ locale, namespace });
    return { title: t(key), ...more };
  };
}

/** generateMetadata of a venue page: title and description (with the venue's name as `venue`) from one namespace. */
export function venueMetadata(path: string, namespace: string, titleKey: string, descriptionKey: string) {
  return async ({ params }: { params: Promise<SiteParams> }): Promise<Metadata> => {
    const { host, locale, site } = await sitePage(params);
    const t = await getTranslations({ locale, namespace });
    return pageMetadata({ host, locale, path, title: t(titleKey), description: t(descriptionKey, { venue: pick(site.name, locale) }) });
  };
}
