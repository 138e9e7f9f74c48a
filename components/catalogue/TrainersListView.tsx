import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { loadTrainers, settle } from '@/lib/catalogue/loaders';
import { formatTicketPrice } from '@/lib/format/price';
import { CatalogueCard } from './CatalogueCard';
import { CatalogueListFrame, catalogueListMetadata } from './catalogue-list';

export function trainersListMetadata(host: string, locale: AppLocale, page: number): Promise<Metadata> {
  return catalogueListMetadata(host, locale, page, '/training', 'trainers');
}

/** /training (spec §2 trainer list), 16 a page. */
export async function TrainersListView({ host, locale, page }: { host: string; locale: AppLocale; page: number }) {
  const { site, tenant } = await requireSite(host);
  if (!site.sections.includes('training')) notFound();
  const t = await getTranslations({ locale, namespace: 'trainers' });
  const res = await settle(loadTrainers(tenant, page));
  if (res.ok && page > 1 && page > res.value.totalPages) notFound();
  return (
    <CatalogueListFrame
      host={host}
      locale={locale}
      page={page}
      basePath="/training"
      title={t('title')}
      messages={{ loadError: t('loadError'), none: t('none') }}
      res={res}
      itemKey={(tr) => tr.id}
      renderItem={(tr, i) => (
        <CatalogueCard
          title={pick(tr.name, locale)}
          link={href(`/training/${tr.id}`, locale)}
          image={tr.image}
          priority={i === 0}
          facts={[tr.speciality ? pick(tr.speciality, locale) : null, pick(tr.summary, locale)]}
          price={tr.fromPrice ? t('fromPrice', { price: formatTicketPrice(tr.fromPrice.price, tr.fromPrice.tax, 1, site.currency) }) : null}
        />
      )}
    />
  );
}
