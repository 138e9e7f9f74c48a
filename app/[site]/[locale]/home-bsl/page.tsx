import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { HomeView } from '@/components/catalogue/HomeView';

/** /home-bsl (spec §2): the home page without header, footer and sub-header (a bare site segment, lib/routing/bare.ts). */
export default async function HomeBslPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  return <HomeView host={host} locale={locale} />;
}
