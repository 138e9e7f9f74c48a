import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { requireSite } from '@/lib/tenant/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Pager } from '@/components/ui/Pager';
import { ListNotice } from './ListNotice';

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
 * `res` is the settled load.
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
}: {
  host: string;
  locale: AppLocale;
  page: number;
  basePath: string;
  title: string;
  messages: { loadError: string; none: string };
  res: { ok: true; value: { items: T[]; totalPages: number } } | { ok: false };
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
}) {
  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: title, path: listPath(basePath, page) }]} className="breadcrumbs container" />
      <section className="container catalogue-list">
        <h1>{title}</h1>
        {!res.ok ? (
          <ListNotice kind="error">{messages.loadError}</ListNotice>
        ) : res.value.items.length === 0 ? (
          <ListNotice kind="empty">{messages.none}</ListNotice>
        ) : (
          <>
            <ul className="card-grid">
              {res.value.items.map((item, i) => (
                <li key={itemKey(item)}>{renderItem(item, i)}</li>
              ))}
            </ul>
            <Pager basePath={basePath} page={page} totalPages={res.value.totalPages} locale={locale} />
          </>
        )}
      </section>
    </>
  );
}
