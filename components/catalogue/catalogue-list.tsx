import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Settled } from '@/lib/settle';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { requireSite } from '@/lib/tenant/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { href } from '@/lib/routing/links';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Pager } from '@/components/ui/Pager';
import { ListNotice } from './ListNotice';
import { CatalogueCard } from './CatalogueCard';
import { formatTicketPrice } from '@/lib/format/price';
import type { Tenant } from '@/lib/tenant/tenants';
import type { Site } from '@/lib/tenant/types';
import { listRoutes, loadListPage } from './page-scaffold';

/** The visible URL of page N of a list; page 1 has no query (spec §9 pagination, rewritten to a path segment). */
export const listPath = (basePath: string, page: number) => (page > 1 ? `${basePath}?page=${page}` : basePath);

/** Title and description of page N of a catalogue list; `namespace` holds `title` and `metaDescription`. */
export async function catalogueListMetadata(host: string, locale: AppLocale, page: number, basePath: string, namespace: string): Promise<Metadata> {
  const { site } = await requireSite(host);
  const t = await getTranslations({ locale, namespace });
  const tp = await getTranslations({ locale, namespace: 'pager' });
  const title = page > 1 ? `${t('title')} · ${tp('page', { page })}` : t('title');
  return pageMetadata({ host, locale, path: listPath(basePath, page), title, description: t('metaDescription', { venue: pick(site.name, locale) }) });
}

/**
 * The frame every catalogue list shares: breadcrumbs, heading, the error or empty notice, the cards and the pager.
 * `res` is the settled load. `head` goes before the list (JSON-LD); `body` replaces the card grid and places the pager
 * itself (the events list's filters render the cards and show the pager only for 'All').
 */
export function CatalogueListFrame<T>({
  host,
  locale,
  page,
  basePath,
  title,
  messages,
  res,
  renderItem,
  itemKey,
  head,
  body,
}: {
  host: string;
  locale: AppLocale;
  page: number;
  basePath: string;
  title: string;
  messages: { loadError: string; none: string };
  res: Settled<{ items: T[]; totalPages: number }>;
  renderItem?: (item: T, index: number) => ReactNode;
  itemKey?: (item: T) => string | number;
  head?: ReactNode;
  body?: (items: T[], pager: ReactNode) => ReactNode;
}) {
  const pager = res.ok ? <Pager basePath={basePath} page={page} totalPages={res.value.totalPages} locale={locale} /> : null;
  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: title, path: listPath(basePath, page) }]} className="breadcrumbs container" />
      {head}
      <section className="container catalogue-list">
        <h1>{title}</h1>
        {!res.ok ? (
          <ListNotice kind="error">{messages.loadError}</ListNotice>
        ) : res.value.items.length === 0 ? (
          <ListNotice kind="empty">{messages.none}</ListNotice>
        ) : (
          <>
            {body ? (
              body(res.value.items, pager)
            ) : (
              <>
                <ul className="card-grid">
                  {res.value.items.map((item, i) => (
                    <li key={itemKey?.(item) ?? i}>{renderItem?.(item, i)}</li>
                  ))}
                </ul>
                {pager}
              </>
            )}
          </>
        )}
      </section>
    </>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** A priced catalogue item's card: 'from' its cheapest package, VAT included (spec §9). */
export interface CardItem {
  id: number;
  name: { en: string; ar: string };
  image: string | null;
  fromPrice: { price: number; tax: number } | null;
}

/**
 * A catalogue list of cards (academies, trainers): its path, messages namespace (title, metaDescription,
 * loadError, none, fromPrice), loader, detail path and the facts under each card's title. Answers the view, its
 * metadata and the route exports of /{list} and /{list}?page=N.
 */
export function cardList<T extends CardItem>(
  where: { basePath: string; namespace: string },
  what: {
    load: (tenant: Tenant, page: number) => Promise<{ items: T[]; totalPages: number }>;
    detailPath: (item: T) => string;
    facts: (item: T, locale: AppLocale) => Array<string | null>;
  },
) {
  const o = { ...where, ...what };
  const metadata = (host: string, locale: AppLocale, page: number) => catalogueListMetadata(host, locale, page, o.basePath, o.namespace);
  async function View({ host, locale, page }: { host: string; locale: AppLocale; page: number }) {
    const { site, res } = await loadListPage(host, page, o.load);
    const t = await getTranslations({ locale, namespace: o.namespace });
    return (
      <CatalogueListFrame
        host={host}
        locale={locale}
        page={page}
        basePath={o.basePath}
        title={t('title')}
        messages={{ loadError: t('loadError'), none: t('none') }}
        res={res}
        itemKey={(item) => item.id}
        renderItem={(item, i) => (
          <CatalogueCard
            title={pick(item.name, locale)}
            link={href(o.detailPath(item), locale)}
            image={item.image}
            priority={i === 0}
            facts={o.facts(item, locale)}
            price={fromPriceText(item, t, site)}
          />
        )}
      />
    );
  }
  return { View, metadata, routes: listRoutes(View, metadata) };
}

/** 'From AED 50' of a card, or nothing when the item has no price. */
export function fromPriceText(item: Pick<CardItem, 'fromPrice'>, t: Translate, site: Pick<Site, 'currency'>): string | null {
  return item.fromPrice ? t('fromPrice', { price: formatTicketPrice(item.fromPrice.price, item.fromPrice.tax, 1, site.currency) }) : null;
}
