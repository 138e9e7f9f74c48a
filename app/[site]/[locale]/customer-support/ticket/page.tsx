import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { SupportTicketPage } from '@/components/profile/SupportTicketPage';

// Every /customer-support/{id} is this one cached shell (next.config rewrite, lib/routing/request-path.mjs): the
// island reads the id from the address and the ticket in the browser; server.mjs answers it `private, no-store`.
export const metadata: Metadata = { robots: { index: false } };

export default function Page({ params }: { params: Promise<SiteParams> }) {
  return <SupportTicketPage params={params} />;
}
