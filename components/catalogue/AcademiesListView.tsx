import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { loadAcademies, settle } from '@/lib/catalogue/loaders';
import { formatTicketPrice } from '@/lib/format/price';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { CatalogueCard } from './CatalogueCard';
import { ListNotice } from './ListNotice';
import { Pager } from '@/components/ui/Pager';

const pathOf = (page: number) => (page > 1 ? `/academies?page=${page}` : '/academies');

export async function academiesListMetadata(host: string, locale: AppLocale, page: number): Promise<Metadata> {
  const { site } = await requireSite(host);
  const t = await getTranslations({ locale, namespace: 'academies' });
  const tp = await getTranslations({ locale, namespace: 'pager' });
  const title = page > 1 ? `${t('title')} · ${tp('page', { page })}` : t('title');
  return pageMetadata({ host, locale, path: pathOf(page), title, description: t('metaDescription', { venue: pick(site.name, locale) }) });
}

/** /academies (spec §2 workshops list), 16 a page. */
export async function AcademiesListView({ host, locale, page }: { host: string; locale: AppLocale; page: number }) {
  const { site, tenant } = await requireSite(host);
  if (!site.sections.includes('workshops')) notFound();
  const t = await getTranslations({ locale, namespace: 'academies' });
  const res = await settle(loadAcademies(tenant, page));
  if (res.ok && page > 1 && page > res.value.totalPages) notFound();
  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('title'), path: pathOf(page) }]} className="breadcrumbs container" />
      <section className="container catalogue-list">
        <h1>{t('title')}</h1>
        {!res.ok ? (
          <ListNotice kind="error">{t('loadError')}</ListNotice>
        ) : res.value.items.length === 0 ? (
          <ListNotice kind="empty">{t('none')}</ListNotice>
        ) : (
          <>
            <ul className="card-grid">
              {res.value.items.map((a, i) => (
                <li key={a.id}>
                  <CatalogueCard
                    title={pick(a.name, locale)}
                    link={href(`/academy/${a.id}`, locale)}
                    image={a.image}
                    priority={i === 0}
                    facts={[a.ageGroup ? pick(a.ageGroup, locale) : null, pick(a.summary, locale)]}
                    price={a.fromPrice ? t('fromPrice', { price: formatTicketPrice(a.fromPrice.price, a.fromPrice.tax, 1, site.currency) }) : null}
                  />
                </li>
              ))}
            </ul>
            <Pager basePath="/academies" page={page} totalPages={res.value.totalPages} locale={locale} />
          </>
        )}
      </section>
    </>
  );
}
