import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { BookingHistoryPage } from '@/components/profile/BookingHistoryPage';

// Personal: never cached.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false } };

/** /profile/memberships-bookings (spec §2 login-required, gated by its section in the middleware). */
export default function Page({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <BookingHistoryPage params={params} searchParams={searchParams} kind="membership" path="/profile/memberships-bookings" />;
}
