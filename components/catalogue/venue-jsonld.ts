import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import type { Site } from '@/lib/provider/types';
import { origin } from '@/lib/seo/metadata';

/** schema.org SportsActivityLocation for the venue (issue 3 SEO), used on the events list and as event organiser. */
export function venueJsonLd(site: Site, host: string, locale: AppLocale): Record<string, unknown> {
  return {
    '@type': 'SportsActivityLocation',
    name: pick(site.name, locale),
    description: pick(site.description, locale) || undefined,
    url: `${origin(host)}/?lang=${locale}`,
    logo: site.logoUrl ? new URL(site.logoUrl, origin(host)).toString() : undefined,
    telephone: site.contact.phone ?? undefined,
    email: site.contact.email ?? undefined,
    address: site.mapPin?.address ?? undefined,
    geo: site.mapPin ? { '@type': 'GeoCoordinates', latitude: site.mapPin.lat, longitude: site.mapPin.lng } : undefined,
    currenciesAccepted: site.currency,
  };
}
