import type { AppLocale } from '../i18n/locales';
import { pick } from '../i18n/pick';
import type { Site } from '@/lib/tenant/types';
import type { EventDetail } from '../provider/events';
import { lineTotal } from '../format/price';
import { isoInZone } from '../format/date';
import { utcOffset } from '../calendar/ics';
import { absoluteUrl, origin } from './metadata';

/**
 * The schema.org shapes of the storefront's pages (issue 3 SEO), built here and rendered by components/seo/JsonLd:
 * BreadcrumbList, BlogPosting, the venue (SportsActivityLocation) and an event with its offers.
 */
type Ld = Record<string, unknown>;
const CONTEXT = 'https://schema.org';
const geo = (pin: { lat: number; lng: number } | null | undefined) => (pin ? { '@type': 'GeoCoordinates', latitude: pin.lat, longitude: pin.lng } : undefined);

export function breadcrumbList(host: string, locale: AppLocale, crumbs: Array<{ name: string; path: string }>): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(host, c.path, locale) })),
  };
}

export function blogPosting(
  host: string,
  locale: AppLocale,
  p: { path: string; title: string; description: string; image: string | null; author: string; publishedAt: string; publisher: string },
): Ld {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: p.title,
    description: p.description,
    inLanguage: locale,
    url: absoluteUrl(host, p.path, locale),
    mainEntityOfPage: absoluteUrl(host, p.path, locale),
    image: p.image ? (p.image.startsWith('http') ? p.image : `${origin(host)}${p.image}`) : undefined,
    datePublished: p.publishedAt,
    author: { '@type': 'Organization', name: p.author || p.publisher },
    publisher: { '@type': 'Organization', name: p.publisher },
  };
}

/** The venue as a SportsActivityLocation (the events list, and an event's organiser); without `@context`. */
export function venueJsonLd(site: Site, host: string, locale: AppLocale): Ld {
  return {
    '@type': 'SportsActivityLocation',
    name: pick(site.name, locale),
    description: pick(site.description, locale) || undefined,
    url: `${origin(host)}/?lang=${locale}`,
    logo: site.logoUrl ? new URL(site.logoUrl, origin(host)).toString() : undefined,
    telephone: site.contact.phone ?? undefined,
    email: site.contact.email ?? undefined,
    address: site.mapPin?.address ?? undefined,
    geo: geo(site.mapPin),
    currenciesAccepted: site.currency,
  };
}

/** The events list's JSON-LD: the venue on its own. */
export const venuePageJsonLd = (site: Site, host: string, locale: AppLocale): Ld => ({ '@context': CONTEXT, ...venueJsonLd(site, host, locale) });

/**
 * An event (spec §2 event-details) with its dates in the event's time zone and one Offer per ticket type at its price
 * including VAT; null when it has no schedule (no dates to give).
 */
export function eventJsonLd(event: EventDetail, site: Site, host: string, locale: AppLocale): Ld | null {
  const first = event.schedules[0];
  const last = event.schedules[event.schedules.length - 1];
  if (!first || !last) return null;
  const offset = utcOffset(event.timeZone, new Date(`${event.startDate}T12:00:00Z`));
  const url = absoluteUrl(host, `/events/${event.id}`, locale);
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: pick(event.name, locale),
    description: pick(event.summary, locale),
    image: event.image ? [new URL(event.image, origin(host)).toString()] : undefined,
    startDate: isoInZone(first.startDate, first.startTime, offset),
    endDate: isoInZone(last.endDate, last.endTime, offset),
    eventStatus: `${CONTEXT}/EventScheduled`,
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    url,
    location: {
      '@type': 'Place',
      name: pick(event.location.name, locale),
      address: event.location.address ? pick(event.location.address, locale) : undefined,
      geo: geo(event.location.pin),
    },
    organizer: venueJsonLd(site, host, locale),
    offers: event.tickets.map((tk) => ({
      '@type': 'Offer',
      name: pick(tk.name, locale),
      price: lineTotal(tk.price, tk.tax).toFixed(2),
      priceCurrency: site.currency,
      availability: tk.soldOut ? `${CONTEXT}/SoldOut` : `${CONTEXT}/InStock`,
      url,
    })),
  };
}
