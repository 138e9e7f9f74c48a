import type { Metadata } from 'next';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { TrainersListView, trainersListMetadata } from '@/components/catalogue/TrainersListView';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { host, locale } = await pageLocale(params);
  return trainersListMetadata(host, locale, 1);
}

export default async function TrainersPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  return <TrainersListView host={host} locale={locale} page={1} />;
}
