import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { parsePageNumber } from '@/lib/catalogue/page-number';
import { EventsListView, eventsListMetadata } from '@/components/catalogue/EventsListView';

type Params = Promise<SiteParams & { page: string }>;

/** /events?page=N, rewritten to this segment by next.config.mjs so each page stays a cached page. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { host, locale } = await pageLocale(params);
  const page = parsePageNumber((await params).page) ?? notFound();
  return eventsListMetadata(host, locale, page);
}

export default async function EventsPageN({ params }: { params: Params }) {
  const { host, locale } = await pageLocale(params);
  const page = parsePageNumber((await params).page) ?? notFound();
  return <EventsListView host={host} locale={locale} page={page} />;
}

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
