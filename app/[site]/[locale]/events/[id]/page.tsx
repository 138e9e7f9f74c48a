import { getTranslations } from 'next-intl/server';
import { detailPageMetadata, loadEventPage, type IdParams } from '@/components/catalogue/page-scaffold';
import { pick } from '@/lib/i18n/pick';
import { formatTicketPrice } from '@/lib/format/price';
import { formatClock, formatDay } from '@/lib/format/date';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { AboutSection, DetailHead } from '@/components/catalogue/DetailHead';
import { ShareButton } from '@/components/catalogue/ShareButton';
import { eventDates } from '@/components/catalogue/event-text';
import { eventJsonLd } from '@/lib/seo/json-ld';
import { calendarPath } from '@/lib/calendar/links';
import { EventTickets } from '@/components/add-to-cart/EventTickets';
import { addLabels, addToCartT, stepperLabels } from '@/components/add-to-cart/labels';
import { eventFacts } from '@/lib/catalogue/event-facts';
import { sessionState } from '@/lib/booking/sale-window';
import { venueNow } from '@/lib/booking/time';

export const generateMetadata = detailPageMetadata(loadEventPage, 'events');

/** /events/{id} (spec §2 event-details): schedules, ticket types with prices incl. VAT, location. */
export default async function EventDetailsPage({ params }: { params: IdParams }) {
  const { host, locale, site, item: event } = await loadEventPage(params);
  const t = await getTranslations({ locale, namespace: 'events' });
  const ts = await getTranslations({ locale, namespace: 'share' });
  const name = pick(event.name, locale);
  const pin = event.location.pin;
  const jsonLd = eventJsonLd(event, site, host, locale);
  const ta = await addToCartT(locale);
  const labels = await addLabels(locale);
  const facts = eventFacts(event);
  const tr = await getTranslations({ locale, namespace: 'saleRules' });
  // A session that has started or ended is shown as such (issue 23 item 1); the tickets island follows the clock.
  const renderedAt = Date.now();
  const now = venueNow(event.timeZone || site.timeZone, new Date(renderedAt));

  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('title'), path: '/events' }, { name, path: `/events/${event.id}` }]} className="breadcrumbs container" />
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <article className="container event-details">
        <DetailHead image={event.image} name={name} eyebrow={event.category ? pick(event.category, locale) : null}>
          {/* Date, time, place and price first: above the fold on a phone (issue 24.7). */}
          <dl className="facts event-facts">
            <dt>{t('factDate')}</dt>
            <dd className="detail-dates">{eventDates(event, locale, (v) => t('dates', v))}</dd>
            {facts.time ? (
              <>
                <dt>{t('factTime')}</dt>
                <dd>{t('scheduleTime', { start: formatClock(facts.time.start, locale), end: formatClock(facts.time.end, locale) })}</dd>
              </>
            ) : null}
            <dt>{t('factPlace')}</dt>
            <dd>{pick(event.location.name, locale)}</dd>
            {facts.lowest ? (
              <>
                <dt>{t('factPrice')}</dt>
                <dd>{t('fromPrice', { price: formatTicketPrice(facts.lowest.price, facts.lowest.tax, 1, site.currency) })}</dd>
              </>
            ) : null}
          </dl>
          <p>{pick(event.summary, locale)}</p>
          <div className="detail-actions">
            {event.tickets.length ? (
              <a href="#tickets-heading" className="button button-cta">
                {t('buy')}
              </a>
            ) : null}
            <ShareButton labels={{ button: ts('button'), copied: ts('copied'), failed: ts('failed'), manual: ts('manual') }} />
          </div>
        </DetailHead>

        <AboutSection title={t('about')} html={pick(event.description, locale)} />

        <section aria-labelledby="schedules-heading">
          <h2 id="schedules-heading">{t('schedules')}</h2>
          <ul className="schedule-list">
            {event.schedules.map((s) => {
              const day = formatDay(s.startDate, locale);
              return (
                <li key={s.id} className="schedule">
                  <span className="schedule-day">{s.startDate === s.endDate ? day : t('dates', { from: day, to: formatDay(s.endDate, locale) })}</span>
                  <span>{t('scheduleTime', { start: formatClock(s.startTime, locale), end: formatClock(s.endTime, locale) })}</span>
                  {sessionState(s, now) !== 'open' ? <span className="schedule-state">{tr(sessionState(s, now) === 'ended' ? 'sessionEnded' : 'sessionStarted')}</span> : null}
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
            <EventTickets
              host={host}
              venueId={site.venueId}
              event={{ id: event.id, name: event.name }}
              schedules={event.schedules.map((s) => ({
                id: s.id,
                startDate: s.startDate,
                startTime: s.startTime,
                endDate: s.endDate,
                endTime: s.endTime,
                label: `${formatDay(s.startDate, locale)}${locale === 'ar' ? '، ' : ', '}${t('scheduleTime', { start: formatClock(s.startTime, locale), end: formatClock(s.endTime, locale) })}`,
              }))}
              tickets={event.tickets.map((tk) => ({
                id: tk.id,
                name: tk.name,
                price: tk.price,
                tax: tk.tax,
                soldOut: tk.soldOut,
                text: {
                  name: pick(tk.name, locale),
                  description: tk.description ? pick(tk.description, locale) : null,
                  price: formatTicketPrice(tk.price, tk.tax, 1, site.currency),
                  stepper: stepperLabels(ta, pick(tk.name, locale)),
                },
              }))}
              text={{ ticket: t('ticket'), price: t('price'), quantity: ta('quantity'), schedule: ta('schedule'), soldOut: t('soldOut'), addToCart: ta('addToCart'), chooseTickets: ta('chooseTickets'), started: tr('sessionStarted'), ended: tr('sessionEnded'), closed: tr('salesClosed') }}
              labels={labels}
              timeZone={event.timeZone || site.timeZone}
              renderedAt={renderedAt}
            />
          ) : (
            <p>{t('noTickets')}</p>
          )}
          <p className="vat-note">{t('vatNote')}</p>
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
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
