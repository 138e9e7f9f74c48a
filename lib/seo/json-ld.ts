import type { AppLocale } from '../i18n/locales';
import { pick } from '../i18n/pick';
import type { Site } from '@/lib/tenant/types';
import type { EventDetail } from '../catalogue/types';
import { lineTotal } from '../format/price';
import { isoInZone } from '../format/date';
import { utcOffset } from '../calendar/ics';
import { absoluteUrl, origin } from './metadata';
import { formatInTimeZone } from 'date-fns-tz';

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

/**
 * The venue's own profiles for `sameAs` (issue 24.9): its social links that name a profile, not a network's bare home
 * page (a config may hold "https://twitter.com/" as a placeholder).
 */
export function sameAsLinks(social: ReadonlyArray<{ url: string }>): string[] {
  const out: string[] = [];
  for (const { url } of social) {
    try {
      const u = new URL(url);
      if ((u.protocol === 'https:' || u.protocol === 'http:') && u.pathname.replace(/\/+$/, '') !== '' && !out.includes(u.toString())) out.push(u.toString());
    } catch {
      // Not a URL: left out.
    }
  }
  return out;
}

/** The venue as a SportsActivityLocation (home, the events list, and an event's organiser); without `@context`. */
export function venueJsonLd(site: Site, host: string, locale: AppLocale): Ld {
  return {
    '@type': 'SportsActivityLocation',
    name: pick(site.name, locale),
    description: pick(site.description, locale) || undefined,
    url: `${origin(host)}/?lang=${locale}`,
    logo: site.logoUrl ? new URL(site.logoUrl, origin(host)).toString() : undefined,
    telephone: site.contact.phone ?? undefined,
    email: site.contact.email ?? undefined,
    address: site.mapPin?.address ? { '@type': 'PostalAddress', streetAddress: site.mapPin.address } : undefined,
    geo: geo(site.mapPin),
    sameAs: sameAsLinks(site.social).length ? sameAsLinks(site.social) : undefined,
    currenciesAccepted: site.currency,
  };
}

/** The home page's and the events list's JSON-LD: the venue on its own. */
export const venuePageJsonLd = (site: Site, host: string, locale: AppLocale): Ld => ({ '@context': CONTEXT, ...venueJsonLd(site, host, locale) });

/**
 * An event (spec §2 event-details) with its dates in the event's time zone and one Offer per ticket type at its price
 * including VAT; null when it has no schedule (no dates to give). `validFrom` (issue 24.9): the provider names no sale
 * start, so it is the venue-local day the page was rendered, when the offer was known to be on sale
 * (docs/decisions.md).
 */
export function eventJsonLd(event: EventDetail, site: Site, host: string, locale: AppLocale, now: Date = new Date()): Ld | null {
  const first = event.schedules[0];
  const last = event.schedules[event.schedules.length - 1];
  if (!first || !last) return null;
  const offset = utcOffset(event.timeZone, new Date(`${event.startDate}T12:00:00Z`));
  const url = absoluteUrl(host, `/events/${event.id}`, locale);
  const today = formatInTimeZone(now, event.timeZone, 'yyyy-MM-dd');
  const validFrom = isoInZone(today, '00:00:00', utcOffset(event.timeZone, new Date(`${today}T12:00:00Z`)));
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
      validFrom,
      url,
    })),
  };
}
