import type { Metadata } from 'next';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { EventsListView, eventsListMetadata } from '@/components/catalogue/EventsListView';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { host, locale } = await pageLocale(params);
  return eventsListMetadata(host, locale, 1);
}

export default async function EventsPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  return <EventsListView host={host} locale={locale} page={1} />;
}
