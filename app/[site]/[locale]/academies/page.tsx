import type { Metadata } from 'next';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { AcademiesListView, academiesListMetadata } from '@/components/catalogue/AcademiesListView';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { host, locale } = await pageLocale(params);
  return academiesListMetadata(host, locale, 1);
}

export default async function AcademiesPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  return <AcademiesListView host={host} locale={locale} page={1} />;
}
