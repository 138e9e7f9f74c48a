import { notFound } from 'next/navigation';
import type { SiteParams } from '@/lib/i18n/server';
import { personalShell } from '@/lib/self-service/page';
import type { BookingKind } from '@/lib/self-service/types';
import { BookingHistoryList } from './BookingHistoryList';
import { PersonalIsland } from './PersonalIsland';
import { personalLoadLabels } from './load-labels';
import { ProfileShell } from './ProfileShell';

const TITLE: Record<BookingKind, string> = {
  facility: 'facilityBookings',
  event: 'eventBookings',
  trainer: 'trainerSessions',
  academy: 'academyBookings',
  membership: 'memberships',
  retail: 'retail',
};
/** The messages the island reads (here, not in the client module: a server component sees only its components). */
const NAMESPACES = ['selfService.history', 'selfService.errors', 'selfService.orderStatus', 'selfService.facilityStatus', 'profileProgramme', 'orderPolish.payment', 'pager'] as const;
const DETAILS: Partial<Record<BookingKind, string>> = { trainer: '/profile/trainer-sessions', academy: '/profile/academy-bookings' };

/**
 * A booking history page (spec §2 login-required routes; issue 13 item 2) as a cached shell, the same for every
 * customer of the venue (issue 27 item 3): the title, the menu and the venue's booking settings; the list, its
 * presets, pager and the facility bookings' reschedule and cancel are the island's (BookingHistoryList.tsx).
 */
export async function BookingHistoryPage({ params, kind, path }: { params: Promise<SiteParams>; kind: BookingKind; path: string }) {
  const { locale, tenant, site, t } = await personalShell(params, path);
  // Facility bookings exist only where the venue books facilities (the other types are gated by the middleware).
  if (kind === 'facility' && !site.facilityBooking.enabled) notFound();
  const titleKey = kind === 'facility' && tenant.myBookingsLabel ? 'myBookings' : TITLE[kind];
  const labels = await personalLoadLabels(locale, t);
  const venue = { timeZone: site.timeZone, overnight: site.facilityBooking.overnight, customRange: site.facilityBooking.customRange };
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner="session" t={t}>
      <h1>{t(`menu.${titleKey}`)}</h1>
      <PersonalIsland locale={locale} namespaces={NAMESPACES} loading={labels.loading}>
        <BookingHistoryList kind={kind} locale={locale} path={path} details={DETAILS[kind]} venue={venue} labels={labels} />
      </PersonalIsland>
    </ProfileShell>
  );
}
