import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { loadAcademies, settle } from '@/lib/catalogue/loaders';
import { formatTicketPrice } from '@/lib/format/price';
import { CatalogueCard } from './CatalogueCard';
import { CatalogueListFrame, catalogueListMetadata } from './catalogue-list';

export function academiesListMetadata(host: string, locale: AppLocale, page: number): Promise<Metadata> {
  return catalogueListMetadata(host, locale, page, '/academies', 'academies');
}

/** /academies (spec §2 workshops list), 16 a page. */
export async function AcademiesListView({ host, locale, page }: { host: string; locale: AppLocale; page: number }) {
  const { site, tenant } = await requireSite(host);
  if (!site.sections.includes('workshops')) notFound();
  const t = await getTranslations({ locale, namespace: 'academies' });
  const res = await settle(loadAcademies(tenant, page));
  if (res.ok && page > 1 && page > res.value.totalPages) notFound();
  return (
    <CatalogueListFrame
      host={host}
      locale={locale}
      page={page}
      basePath="/academies"
      title={t('title')}
      messages={{ loadError: t('loadError'), none: t('none') }}
      res={res}
      itemKey={(a) => a.id}
      renderItem={(a, i) => (
        <CatalogueCard
          title={pick(a.name, locale)}
          link={href(`/academy/${a.id}`, locale)}
          image={a.image}
          priority={i === 0}
          facts={[a.ageGroup ? pick(a.ageGroup, locale) : null, pick(a.summary, locale)]}
          price={a.fromPrice ? t('fromPrice', { price: formatTicketPrice(a.fromPrice.price, a.fromPrice.tax, 1, site.currency) }) : null}
        />
      )}
    />
  );
}
