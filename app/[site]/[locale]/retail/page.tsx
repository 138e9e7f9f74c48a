import Image from 'next/image';
import Link from 'next/link';
import type { SiteParams } from '@/lib/i18n/server';
import { contentContext, tryList } from '@/lib/content/page-context';
import { getRetailProducts } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyNotice, ErrorNotice } from '@/components/content/Notices';
import { Price } from '@/components/content/Price';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, t } = await contentContext(params);
  return pageMetadata({ host, locale, path: '/retail', title: t('retailTitle'), description: t('retailIntro') });
}

/** Spec §2 /retail: products with prices incl. VAT; buying comes with the cart (until then Buy opens the cart). */
export default async function RetailPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, venue, t } = await contentContext(params);
  const res = await tryList(() => getRetailProducts(venue));
  return (
    <div className="container content-list">
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('retailTitle'), path: '/retail' }]} />
      <h1>{t('retailTitle')}</h1>
      <p className="lead-text">{t('retailIntro')}</p>
      {!res.ok ? (
        <ErrorNotice>{t('listError')}</ErrorNotice>
      ) : res.value.length === 0 ? (
        <EmptyNotice>{t('noProducts')}</EmptyNotice>
      ) : (
        <ul className="card-grid">
          {res.value.map((p) => {
            const name = pick(p.name, locale);
            return (
              <li key={p.id} className="card">
                {p.image ? <Image src={p.image} alt="" width={320} height={320} sizes="(max-width: 640px) 100vw, 25vw" /> : null}
                {pick(p.category, locale) ? <p className="card-meta">{pick(p.category, locale)}</p> : null}
                <h2>{name}</h2>
                <p>{pick(p.description, locale)}</p>
                <Price price={p.price} tax={p.tax} currency={site.currency} vatLabel={t('inclVat')} />
                <Link href={href('/cart', locale)} className="button button-cta" aria-label={t('buyItem', { name })}>
                  {t('buy')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
