import { notFound } from 'next/navigation';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';

/** /404 (spec §2): the not-found page, answered with a 404 status. */
export default async function NotFoundRoute({ params }: { params: Promise<SiteParams> }) {
  await pageLocale(params);
  notFound();
}
