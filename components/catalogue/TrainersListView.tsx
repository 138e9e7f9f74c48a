import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { loadTrainers, settle } from '@/lib/catalogue/loaders';
import { formatTicketPrice } from '@/lib/format/price';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { CatalogueCard } from './CatalogueCard';
import { ListNotice } from './ListNotice';
import { Pager } from '@/components/ui/Pager';

const pathOf = (page: number) => (page > 1 ? `/training?page=${page}` : '/training');

export async function trainersListMetadata(host: string, locale: AppLocale, page: number): Promise<Metadata> {
  const { site } = await requireSite(host);
  const t = await getTranslations({ locale, namespace: 'trainers' });
  const tp = await getTranslations({ locale, namespace: 'pager' });
  const title = page > 1 ? `${t('title')} · ${tp('page', { page })}` : t('title');
  return pageMetadata({ host, locale, path: pathOf(page), title, description: t('metaDescription', { venue: pick(site.name, locale) }) });
}

/** /training (spec §2 trainer list), 16 a page. */
export async function TrainersListView({ host, locale, page }: { host: string; locale: AppLocale; page: number }) {
  const { site, tenant } = await requireSite(host);
  if (!site.sections.includes('training')) notFound();
  const t = await getTranslations({ locale, namespace: 'trainers' });
  const res = await settle(loadTrainers(tenant, page));
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
              {res.value.items.map((tr, i) => (
                <li key={tr.id}>
                  <CatalogueCard
                    title={pick(tr.name, locale)}
                    link={href(`/training/${tr.id}`, locale)}
                    image={tr.image}
                    priority={i === 0}
                    facts={[tr.speciality ? pick(tr.speciality, locale) : null, pick(tr.summary, locale)]}
                    price={tr.fromPrice ? t('fromPrice', { price: formatTicketPrice(tr.fromPrice.price, tr.fromPrice.tax, 1, site.currency) }) : null}
                  />
                </li>
              ))}
            </ul>
            <Pager basePath="/training" page={page} totalPages={res.value.totalPages} locale={locale} />
          </>
        )}
      </section>
    </>
  );
}
