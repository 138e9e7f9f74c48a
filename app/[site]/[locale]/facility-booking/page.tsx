import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { BookingEntry } from '@/components/booking/BookingEntry';

/** /facility-booking: a plain landing for the booking modal (a link target for menus and campaigns). */
export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'booking' });
  return { title: t('title') };
}

export default async function FacilityBookingPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  const { site } = await requireSite(host);
  if (!site.facilityBooking.enabled) notFound();
  const t = await getTranslations({ locale, namespace: 'booking' });
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <BookingEntry host={host} locale={locale} />
    </div>
  );
}
