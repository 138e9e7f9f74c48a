import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { SupportListPage } from '@/components/profile/SupportListPage';

// A cached shell, the same for everyone (issue 27 item 3): whether the reader is a visitor or a customer, and the
// customer's tickets, are read in the browser; server.mjs answers it `private, no-store` like every personal page.
export const metadata: Metadata = { robots: { index: false } };

export default function Page({ params }: { params: Promise<SiteParams> }) {
  return <SupportListPage params={params} />;
}
