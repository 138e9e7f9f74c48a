import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { parsePageNumber } from '@/lib/catalogue/page-number';
import { TrainersListView, trainersListMetadata } from '@/components/catalogue/TrainersListView';

type Params = Promise<SiteParams & { page: string }>;

/** /training?page=N, rewritten to this segment by next.config.mjs so each page stays a cached page. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { host, locale } = await pageLocale(params);
  const page = parsePageNumber((await params).page) ?? notFound();
  return trainersListMetadata(host, locale, page);
}

export default async function TrainersPageN({ params }: { params: Params }) {
  const { host, locale } = await pageLocale(params);
  const page = parsePageNumber((await params).page) ?? notFound();
  return <TrainersListView host={host} locale={locale} page={page} />;
}

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
