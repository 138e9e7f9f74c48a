import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { SupportTicketPage } from '@/components/profile/SupportPages';

// Personal: never cached.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false } };

export default function Page({ params, searchParams }: { params: Promise<SiteParams & { id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SupportTicketPage params={params} searchParams={searchParams} />;
}
