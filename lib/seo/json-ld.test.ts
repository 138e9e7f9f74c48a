import { describe, expect, it } from 'vitest';
import type { Site } from '@/lib/tenant/types';
import type { EventDetail } from '../provider/events';
import { blogPosting, breadcrumbList, eventJsonLd, sameAsLinks, venueJsonLd, venuePageJsonLd } from './json-ld';

const text = (en: string, ar: string) => ({ en, ar });
const site = {
  name: text('Oasis Club', 'نادي الواحة'),
  description: text('', ''),
  logoUrl: '/logo.png',
  contact: { phone: '+971 4 000 0000', email: null },
  mapPin: { lat: 25.2, lng: 55.3, address: 'Dubai' },
  currency: 'AED',
  social: [
    { network: 'instagram', url: 'https://www.instagram.com/oasis.club' },
    { network: 'twitter', url: 'https://twitter.com/' },
  ],
} as unknown as Site;

const event = {
  id: 7,
  name: text('Padel Open', 'بطولة البادل'),
  summary: text('A day of padel', 'يوم بادل'),
  image: 'https://cdn.example/padel.jpg',
  startDate: '2026-03-01',
  timeZone: 'Asia/Dubai',
  location: { name: text('Court 1', 'الملعب 1'), address: null, pin: null },
  schedules: [
    { id: 1, startDate: '2026-03-01', startTime: '09:00', endDate: '2026-03-01', endTime: '12:00' },
    { id: 2, startDate: '2026-03-02', startTime: '10:00', endDate: '2026-03-02', endTime: '18:30' },
  ],
  tickets: [
    { id: 1, name: text('Adult', 'بالغ'), price: 100, tax: 5, soldOut: false },
    { id: 2, name: text('Child', 'طفل'), price: 50, tax: 2.5, soldOut: true },
  ],
} as unknown as EventDetail;

describe('JSON-LD (issue 3 SEO)', () => {
  it('lists breadcrumbs with absolute, language-carrying URLs in order', () => {
    const ld = breadcrumbList('club.localhost', 'ar', [{ name: 'Home', path: '/' }, { name: 'Events', path: '/events' }]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://club.localhost/?lang=ar' },
      { '@type': 'ListItem', position: 2, name: 'Events', item: 'http://club.localhost/events?lang=ar' },
    ]);
  });

  it('makes a blog post image absolute and falls back to the publisher as author', () => {
    const ld = blogPosting('club.localhost', 'en', { path: '/blog/a', title: 'T', description: 'D', image: '/a.jpg', author: '', publishedAt: '2026-01-01', publisher: 'Oasis' });
    expect(ld.image).toBe('http://club.localhost/a.jpg');
    expect(ld.author).toEqual({ '@type': 'Organization', name: 'Oasis' });
  });

  it('describes the venue in the page language, leaving out what it lacks', () => {
    const ld = venueJsonLd(site, 'club.localhost', 'ar');
    expect(ld).toMatchObject({ '@type': 'SportsActivityLocation', name: 'نادي الواحة', logo: 'http://club.localhost/logo.png', currenciesAccepted: 'AED' });
    expect(ld.description).toBeUndefined();
    expect(ld.email).toBeUndefined();
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 25.2, longitude: 55.3 });
    expect(venuePageJsonLd(site, 'club.localhost', 'ar')['@context']).toBe('https://schema.org');
  });

  it('gives an event its first start and last end in the venue zone and one offer per ticket incl. VAT', () => {
    const ld = eventJsonLd(event, site, 'club.localhost', 'en', new Date('2026-02-10T21:30:00Z'))!;
    expect(ld.startDate).toBe('2026-03-01T09:00:00+04:00');
    expect(ld.endDate).toBe('2026-03-02T18:30:00+04:00');
    expect(ld.url).toBe('http://club.localhost/events/7?lang=en');
    expect(ld.offers).toEqual([
      { '@type': 'Offer', name: 'Adult', price: '105.00', priceCurrency: 'AED', availability: 'https://schema.org/InStock', validFrom: '2026-02-11T00:00:00+04:00', url: ld.url },
      { '@type': 'Offer', name: 'Child', price: '52.50', priceCurrency: 'AED', availability: 'https://schema.org/SoldOut', validFrom: '2026-02-11T00:00:00+04:00', url: ld.url },
    ]);
    expect((ld.location as { geo?: unknown }).geo).toBeUndefined();
    expect((ld.organizer as { name: string }).name).toBe('Oasis Club');
  });

  it('gives no event JSON-LD without a schedule', () => {
    expect(eventJsonLd({ ...event, schedules: [] }, site, 'club.localhost', 'en')).toBeNull();
  });

  // issue 24.9: the venue's JSON-LD on the home page names it, its address, geo, logo and same-as links.
  it('gives the venue a postal address and its own social profiles as sameAs, not bare network home pages', () => {
    const ld = venuePageJsonLd(site, 'club.localhost', 'en');
    expect(ld).toMatchObject({ name: 'Oasis Club', address: { '@type': 'PostalAddress', streetAddress: 'Dubai' }, logo: 'http://club.localhost/logo.png' });
    expect(ld.sameAs).toEqual(['https://www.instagram.com/oasis.club']);
    expect(sameAsLinks([{ url: 'not a url' }, { url: 'javascript:alert(1)' }, { url: 'https://x.com/a/' }, { url: 'https://x.com/a/' }])).toEqual(['https://x.com/a/']);
    expect(venueJsonLd({ ...site, social: [], mapPin: null } as Site, 'club.localhost', 'en')).not.toHaveProperty('sameAs', expect.anything());
  });
});
