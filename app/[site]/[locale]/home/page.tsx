import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { HomeView } from '@/components/catalogue/HomeView';

/** /home, the alias of / (spec §2). */
export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  return <HomeView host={host} locale={locale} />;
}
