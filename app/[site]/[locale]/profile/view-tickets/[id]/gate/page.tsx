import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { GatePage } from '@/components/tickets/GatePage';

// Personal: never cached by the server (the device keeps it: lib/offline).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false } };

/** /profile/view-tickets/{id}/gate (issue 25 item 5): the order's tickets made for scanning at the gate. */
export default function Page({ params }: { params: Promise<SiteParams & { id: string }> }) {
  return <GatePage params={params} />;
}
