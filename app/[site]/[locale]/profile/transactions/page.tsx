import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { TransactionsPage } from '@/components/profile/TransactionsPage';

// Personal: never cached.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false } };

export default function Page({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TransactionsPage params={params} searchParams={searchParams} />;
}
