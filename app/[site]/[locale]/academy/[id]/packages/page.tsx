import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PackageList } from '@/components/catalogue/PackageList';
import { loadAcademyPage, type IdParams } from '@/components/catalogue/page-scaffold';
import { programmePackageRows } from '@/components/catalogue/academy-packages';
import { addLabels, addToCartT } from '@/components/add-to-cart/labels';

export async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
  const { host, locale, item: academy } = await loadAcademyPage(params);
  const t = await getTranslations({ locale, namespace: 'academies' });
  return pageMetadata({ host, locale, path: `/academy/${academy.id}/packages`, title: t('packagesOf', { name: pick(academy.name, locale) }), description: pick(academy.summary, locale) });
}

/** /academy/{id}/packages (spec §2 academy-packages): each programme's packages with prices incl. VAT. */
export default async function AcademyPackagesPage({ params }: { params: IdParams }) {
  const { host, locale, site, item: academy } = await loadAcademyPage(params);
  const t = await getTranslations({ locale, namespace: 'academies' });
  const name = pick(academy.name, locale);
  const te = await getTranslations({ locale, namespace: 'events' });
  const tr = await getTranslations({ locale, namespace: 'saleRules' });
  const book = { host, venueId: site.venueId, timeZone: site.timeZone, ta: await addToCartT(locale), labels: await addLabels(locale), ended: tr('programmeEnded') };
  return (
    <>
      <Breadcrumbs
        host={host}
        locale={locale}
        crumbs={[{ name: t('title'), path: '/academies' }, { name, path: `/academy/${academy.id}` }, { name: t('packages'), path: `/academy/${academy.id}/packages` }]} className="breadcrumbs container"
      />
      <section className="container catalogue-list">
        <h1>{t('packagesOf', { name })}</h1>
        {academy.programmes.map((p) => {
          const rows = programmePackageRows(academy, p.id, locale, site.currency, t, book);
          return (
            <section key={p.id} aria-labelledby={`programme-${p.id}`} className="programme-packages">
              <h2 id={`programme-${p.id}`}>{pick(p.name, locale)}</h2>
              {rows.length ? <PackageList rows={rows} /> : <p>{t('noPackages')}</p>}
            </section>
          );
        })}
        {academy.programmes.length === 0 ? <p>{t('noPackages')}</p> : null}
        <p className="vat-note">{te('vatNote')}</p>
        <AppLink href={href(`/academy/${academy.id}`, locale)}>{t('backToAcademy', { name })}</AppLink>
      </section>
    </>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
