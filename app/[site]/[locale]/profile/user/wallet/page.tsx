import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { LedgerPage } from '@/components/profile/LedgerPage';

// A cached shell, the same for every customer (issue 27 item 3, docs/decisions.md): the ledger is read in the browser.
export const metadata: Metadata = { robots: { index: false } };

export default function Page({ params }: { params: Promise<SiteParams> }) {
  return <LedgerPage params={params} kind="wallet" />;
}
