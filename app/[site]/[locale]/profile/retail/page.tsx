import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { BookingHistoryPage } from '@/components/profile/BookingHistoryPage';

// A cached shell, the same for every customer (issue 27 item 3): the middleware sends visitors without a session to
// /login, the list is read in the browser, and server.mjs answers it `private, no-store` like every personal page.
export const metadata: Metadata = { robots: { index: false } };

/** /profile/retail (spec §2 login-required, gated by its section in the middleware). */
export default function Page({ params }: { params: Promise<SiteParams> }) {
  return <BookingHistoryPage params={params} kind="retail" path="/profile/retail" />;
}
