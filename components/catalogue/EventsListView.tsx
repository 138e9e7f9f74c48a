import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { loadEvents, settle } from '@/lib/catalogue/loaders';
import { formatTicketPrice } from '@/lib/format/price';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { CatalogueCard } from './CatalogueCard';
import { EventFilters } from './EventFilters';
import { ListNotice } from './ListNotice';
import { Pager } from '@/components/ui/Pager';
import { eventDates } from './event-text';
import { venueJsonLd } from './venue-jsonld';
import { catalogueListMetadata, listPath } from './catalogue-list';

export function eventsListMetadata(host: string, locale: AppLocale, page: number): Promise<Metadata> {
  return catalogueListMetadata(host, locale, page, '/events', 'events');
}

/** /events (spec §2): upcoming events with the date filters, 16 a page. */
export async function EventsListView({ host, locale, page }: { host: string; locale: AppLocale; page: number }) {
  const { site, tenant } = await requireSite(host);
  if (!site.sections.includes('events')) notFound();
  const t = await getTranslations({ locale, namespace: 'events' });
  const res = await settle(loadEvents(tenant, page));
  if (res.ok && page > 1 && page > res.value.totalPages) notFound();

  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('title'), path: listPath('/events', page) }]} className="breadcrumbs container" />
      <JsonLd data={{ '@context': 'https://schema.org', ...venueJsonLd(site, host, locale) }} />
      <section className="container catalogue-list">
        <h1>{t('title')}</h1>
        {!res.ok ? (
          <ListNotice kind="error">{t('loadError')}</ListNotice>
        ) : res.value.items.length === 0 ? (
          <ListNotice kind="empty">{t('none')}</ListNotice>
        ) : (
          <>
            <EventFilters
              pager={<Pager basePath="/events" page={page} totalPages={res.value.totalPages} locale={locale} />}
              timeZone={site.timeZone}
              totalPages={res.value.totalPages}
              locale={locale}
              currency={site.currency}
              labels={{
                legend: t('filtersLabel'),
                all: t('filterAll'),
                today: t('filterToday'),
                week: t('filterWeek'),
                month: t('filterMonth'),
                date: t('filterDate'),
                pickDate: t('pickDateLabel'),
                noneForFilter: t('noneForFilter'),
                loading: t('loading'),
                // Placeholders filled in the browser for the cards of other pages.
                dates: t.raw('dates') as string,
                fromPrice: t.raw('fromPrice') as string,
              }}
              entries={res.value.items.map((e, i) => ({
                key: String(e.id),
                startDate: e.startDate,
                endDate: e.endDate,
                node: (
                  <CatalogueCard
                    title={pick(e.name, locale)}
                    link={href(`/events/${e.id}`, locale)}
                    image={e.image}
                    priority={i === 0}
                    facts={[eventDates(e, locale, (v) => t('dates', v)), e.locationName ? pick(e.locationName, locale) : null, pick(e.summary, locale)]}
                    price={e.fromPrice ? t('fromPrice', { price: formatTicketPrice(e.fromPrice.price, e.fromPrice.tax, 1, site.currency) }) : null}
                  />
                ),
              }))}
            />
          </>
        )}
      </section>
    </>
  );
}
