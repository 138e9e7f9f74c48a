import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { loadEvents } from '@/lib/catalogue/loaders';
import { JsonLd } from '@/components/seo/JsonLd';
import { CatalogueCard } from './CatalogueCard';
import { EventFilters } from './EventFilters';
import { eventDates } from './event-text';
import { venuePageJsonLd } from '@/lib/seo/json-ld';
import { CatalogueListFrame, catalogueListMetadata, fromPriceText } from './catalogue-list';
import { listRoutes, loadListPage } from './page-scaffold';

export function eventsListMetadata(host: string, locale: AppLocale, page: number): Promise<Metadata> {
  return catalogueListMetadata(host, locale, page, '/events', 'events');
}

/** /events (spec §2): upcoming events with the date filters, 16 a page. */
export async function EventsListView({ host, locale, page }: { host: string; locale: AppLocale; page: number }) {
  const { site, res } = await loadListPage(host, page, loadEvents);
  const t = await getTranslations({ locale, namespace: 'events' });
  return (
    <CatalogueListFrame
      host={host}
      locale={locale}
      page={page}
      basePath="/events"
      title={t('title')}
      messages={{ loadError: t('loadError'), none: t('none') }}
      res={res}
      head={<JsonLd data={venuePageJsonLd(site, host, locale)} />}
      body={(items, pager) => (
        <>
          <EventFilters
            pager={pager}
            timeZone={site.timeZone}
            totalPages={res.ok ? res.value.totalPages : 1}
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
            entries={items.map((e, i) => ({
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
                  price={fromPriceText(e, t, site)}
                />
              ),
            }))}
          />
        </>
      )}
    />
  );
}

export const eventsList = { View: EventsListView, metadata: eventsListMetadata, routes: listRoutes(EventsListView, eventsListMetadata) };
