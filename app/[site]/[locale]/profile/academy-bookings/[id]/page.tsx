import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { OrderPage } from '@/components/profile/OrderPage';

// Personal: never cached.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false } };

/** /profile/academy-bookings/{id} (spec §2 login-required): the order's tickets, receipt and PDFs. */
export default function Page({ params }: { params: Promise<SiteParams & { id: string }> }) {
  return <OrderPage params={params} path={(id) => `/profile/academy-bookings/${id}`} menuPath="/profile/academy-bookings" kind="academy" />;
}
