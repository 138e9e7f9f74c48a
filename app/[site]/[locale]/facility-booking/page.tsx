import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, titleMetadata } from '@/lib/i18n/page';
import { BookingEntry } from '@/components/booking/BookingEntry';

/** /facility-booking: a plain landing for the booking modal (a link target for menus and campaigns). */
export const generateMetadata = titleMetadata('booking', 'title');

export default async function FacilityBookingPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site } = await sitePage(params);
  if (!site.facilityBooking.enabled) notFound();
  const t = await getTranslations({ locale, namespace: 'booking' });
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <BookingEntry host={host} locale={locale} />
    </div>
  );
}
