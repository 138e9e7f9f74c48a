import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { SupportListPage } from '@/components/profile/SupportPages';

// Personal: never cached.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false } };

export default function Page({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SupportListPage params={params} searchParams={searchParams} />;
}
