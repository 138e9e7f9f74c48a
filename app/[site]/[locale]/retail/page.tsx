import Image from 'next/image';
import Link from 'next/link';
import type { SiteParams } from '@/lib/i18n/server';
import { contentList, contentListMetadata } from '@/lib/content/page-context';
import { getRetailProducts } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { ContentListHead, ListState } from '@/components/content/ContentListHead';
import { Price } from '@/components/content/Price';

export const generateMetadata = contentListMetadata('retail', '/retail', 'retailTitle', 'retailIntro');

/** Spec §2 /retail: products with prices incl. VAT; buying comes with the cart (until then Buy opens the cart). */
export default async function RetailPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, t, res } = await contentList(params, 'retail', getRetailProducts);
  return (
    <div className="container content-list">
      <ContentListHead host={host} locale={locale} title={t('retailTitle')} path="/retail" intro={t('retailIntro')} />
      <ListState ok={res.ok} empty={res.ok && res.value.length === 0} errorText={t('listError')} emptyText={t('noProducts')} />
      {res.ok && !(res.value.length === 0) ? (
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
      ) : null}
    </div>
  );
}
