import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { sanitizeProviderHtml } from '@/lib/content/sanitize';
import { loginSettings } from '@/lib/auth/login-settings';
import { BookingLauncher } from './BookingLauncher';
import type { BookingSettings } from './types';

/** Server part of the booking launcher (`label` overrides the venue's button label, e.g. a service's 'Book now'): the venue's booking settings, nothing about the visitor (page stays cacheable). */
export async function BookingEntry({ host, locale, label }: { host: string; locale: AppLocale; label?: string }) {
  const { site, tenant } = await requireSite(host);
  if (!site.facilityBooking.enabled) return null;
  const t = await getTranslations({ locale });
  const settings: BookingSettings = {
    host,
    locale,
    // The venue gives the label in English only; Arabic visitors get ours (in the special mode: book your visit).
    label: label ?? (locale === 'ar' || !site.facilityBooking.label ? t(site.specialMode ? 'specialMode.bookVisit' : 'booking.open') : site.facilityBooking.label),
    venueId: site.venueId,
    currency: site.currency,
    timeZone: site.timeZone,
    graceMinutes: tenant.slotGraceMinutes,
    overnight: site.facilityBooking.overnight,
    customRange: site.facilityBooking.customRange,
    specialMode: site.specialMode,
    participantDetails: site.facilityBooking.participantDetails,
    showTimeRange: site.facilityBooking.showTimeRange,
    showFacilityImages: site.facilityBooking.showImages,
    terms: { enabled: site.terms.enabled, text: site.terms.text ? sanitizeProviderHtml(site.terms.text) : null },
    religions: site.religions,
    cartHref: href('/cart', locale),
    login: loginSettings(site, host, locale),
  };
  return <BookingLauncher settings={settings} />;
}
