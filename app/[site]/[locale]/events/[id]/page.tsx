import type { Metadata } from 'next';
import Image from 'next/image';
import { isVector } from '@/lib/format/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { loadEvent } from '@/lib/catalogue/loaders';
import { parseId } from '@/lib/provider/catalogue-common';
import { formatTicketPrice, lineTotal } from '@/lib/format/price';
import { formatClock, formatDay, isoInZone } from '@/lib/format/date';
import { utcOffset } from '@/lib/calendar/ics';
import { absoluteUrl, origin, pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ShareButton } from '@/components/catalogue/ShareButton';
import { eventDates } from '@/components/catalogue/event-text';
import { venueJsonLd } from '@/components/catalogue/venue-jsonld';
import { calendarPath } from '@/lib/calendar/links';

type Params = Promise<SiteParams & { id: string }>;

async function load(params: Params) {
  const { host, locale } = await pageLocale(params);
  const id = parseId((await params).id);
  if (id === null) notFound();
  const { site, tenant } = await requireSite(host);
  const event = await loadEvent(tenant, id);
  if (!event) notFound();
  return { host, locale, site, event };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { host, locale, event } = await load(params);
  return pageMetadata({ host, locale, path: `/events/${event.id}`, title: pick(event.name, locale), description: pick(event.summary, locale), image: event.image });
}

/** /events/{id} (spec §2 event-details): schedules, ticket types with prices incl. VAT, location. */
export default async function EventDetailsPage({ params }: { params: Params }) {
  const { host, locale, site, event } = await load(params);
  const t = await getTranslations({ locale, namespace: 'events' });
  const ts = await getTranslations({ locale, namespace: 'share' });
  const name = pick(event.name, locale);
  const pin = event.location.pin;
  const offset = utcOffset(event.timeZone, new Date(`${event.startDate}T12:00:00Z`));
  const first = event.schedules[0];
  const last = event.schedules[event.schedules.length - 1];
  const url = absoluteUrl(host, `/events/${event.id}`, locale);

  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('title'), path: '/events' }, { name, path: `/events/${event.id}` }]} className="breadcrumbs container" />
      {first && last ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Event',
            name,
            description: pick(event.summary, locale),
            image: event.image ? [new URL(event.image, origin(host)).toString()] : undefined,
            startDate: isoInZone(first.startDate, first.startTime, offset),
            endDate: isoInZone(last.endDate, last.endTime, offset),
            eventStatus: 'https://schema.org/EventScheduled',
            eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
            url,
            location: {
              '@type': 'Place',
              name: pick(event.location.name, locale),
              address: event.location.address ? pick(event.location.address, locale) : undefined,
              geo: pin ? { '@type': 'GeoCoordinates', latitude: pin.lat, longitude: pin.lng } : undefined,
            },
            organizer: venueJsonLd(site, host, locale),
            offers: event.tickets.map((tk) => ({
              '@type': 'Offer',
              name: pick(tk.name, locale),
              price: lineTotal(tk.price, tk.tax).toFixed(2),
              priceCurrency: site.currency,
              availability: tk.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
              url,
            })),
          }}
        />
      ) : null}
      <article className="container event-details">
        <header className="detail-head">
          {event.image ? (
            <Image src={event.image} unoptimized={isVector(event.image)} alt={name} width={960} height={540} priority sizes="(max-width: 900px) 100vw, 60vw" className="detail-image" />
          ) : null}
          <div className="detail-intro">
            {event.category ? <p className="eyebrow">{pick(event.category, locale)}</p> : null}
            <h1>{name}</h1>
            <p className="detail-dates">{eventDates(event, locale, (v) => t('dates', v))}</p>
            <p>{pick(event.summary, locale)}</p>
            <div className="detail-actions">
              <Link href={href('/cart', locale)} className="button button-cta">
                {t('buy')}
              </Link>
              <ShareButton labels={{ button: ts('button'), copied: ts('copied'), failed: ts('failed'), manual: ts('manual') }} />
            </div>
          </div>
        </header>

        <section aria-labelledby="about-heading">
          <h2 id="about-heading">{t('about')}</h2>
          <SafeHtml html={pick(event.description, locale)} />
        </section>

        <section aria-labelledby="schedules-heading">
          <h2 id="schedules-heading">{t('schedules')}</h2>
          <ul className="schedule-list">
            {event.schedules.map((s) => {
              const day = formatDay(s.startDate, locale);
              return (
                <li key={s.id} className="schedule">
                  <span className="schedule-day">{s.startDate === s.endDate ? day : t('dates', { from: day, to: formatDay(s.endDate, locale) })}</span>
                  <span>{t('scheduleTime', { start: formatClock(s.startTime, locale), end: formatClock(s.endTime, locale) })}</span>
                  <a href={calendarPath(locale, event.id, s.id)} download className="button button-outline" aria-label={t('addToCalendarLabel', { date: day })}>
                    {t('addToCalendar')}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="tickets-heading">
          <h2 id="tickets-heading">{t('tickets')}</h2>
          {event.tickets.length ? (
            <table className="ticket-table">
              <thead>
                <tr>
                  <th scope="col">{t('ticket')}</th>
                  <th scope="col">{t('price')}</th>
                </tr>
              </thead>
              <tbody>
                {event.tickets.map((tk) => (
                  <tr key={tk.id}>
                    <th scope="row">
                      {pick(tk.name, locale)}
                      {tk.description ? <span className="ticket-desc">{pick(tk.description, locale)}</span> : null}
                    </th>
                    <td>{tk.soldOut ? t('soldOut') : formatTicketPrice(tk.price, tk.tax, 1, site.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{t('noTickets')}</p>
          )}
          <p className="vat-note">{t('vatNote')}</p>
          <Link href={href('/cart', locale)} className="button button-cta">
            {t('buy')}
          </Link>
        </section>

        <section aria-labelledby="location-heading">
          <h2 id="location-heading">{t('location')}</h2>
          <p>
            <strong>{pick(event.location.name, locale)}</strong>
            {event.location.address ? (
              <>
                <br />
                {pick(event.location.address, locale)}
              </>
            ) : null}
          </p>
          {pin ? (
            <a
              href={`https://www.google.com/maps/dir/?api=1&destination=${pin.lat},${pin.lng}`}
              target="_blank"
              rel="noopener noreferrer"
              className="button button-outline"
            >
              {t('directions')}
            </a>
          ) : null}
        </section>
      </article>
    </>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
