import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { LedgerPage } from '@/components/profile/LedgerPage';

// Personal: never cached.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false } };

export default function Page({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LedgerPage params={params} searchParams={searchParams} kind="wallet" />;
}
