import { StaticImage } from '@/components/ui/StaticImage';
import type { SiteParams } from '@/lib/i18n/server';
import { contentList, contentListMetadata } from '@/lib/content/page-context';
import { getRetailProducts } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { CardGrid, ContentListHead } from '@/components/content/ContentListHead';
import { Price } from '@/components/content/Price';
import { AddButton } from '@/components/add-to-cart/AddButton';
import { addLabels, addToCartT, stepperLabels } from '@/components/add-to-cart/labels';

export const generateMetadata = contentListMetadata('/retail', 'retailTitle', 'retailIntro');

/** Spec §2 /retail: products with prices incl. VAT; Buy adds the product to the cart (a pos line of its outlet). */
export default async function RetailPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, t, res } = await contentList(params, getRetailProducts);
  const labels = await addLabels(locale);
  const ta = await addToCartT(locale);
  return (
    <div className="container content-list">
      <ContentListHead host={host} locale={locale} title={t('retailTitle')} path="/retail" intro={t('retailIntro')} />
      <CardGrid res={res} errorText={t('listError')} emptyText={t('noProducts')} card={(p) => {
          const name = pick(p.name, locale);
          return (
            <li key={p.id} className="card">
              {p.image ? <StaticImage src={p.image} alt="" width={320} height={320} sizes="(max-width: 640px) 100vw, 25vw" /> : null}
              {pick(p.category, locale) ? <p className="card-meta">{pick(p.category, locale)}</p> : null}
              <h2>{name}</h2>
              <p>{pick(p.description, locale)}</p>
              <Price price={p.price} tax={p.tax} currency={site.currency} vatLabel={t('inclVat')} />
              <AddButton
                host={host}
                venueId={site.venueId}
                product={{ kind: 'retail', product: { id: p.id, name: p.name, price: p.price, tax: p.tax, outletId: p.outletId } }}
                label={t('buy')}
                ariaLabel={t('buyItem', { name })}
                labels={labels}
                stepper={stepperLabels(ta, name)}
              />
            </li>
          );
        }}
      />
    </div>
  );
}
