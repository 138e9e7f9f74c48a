import { StaticImage } from '@/components/ui/StaticImage';
import { AppLink } from '@/components/ui/AppLink';
import type { SiteParams } from '@/lib/i18n/server';
import { contentItem, contentItemMetadata, numericId } from '@/lib/content/page-context';
import { getOutlet } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { OutletFacts } from '@/components/content/OutletFacts';
import { href } from '@/lib/routing/links';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyNotice } from '@/components/content/Notices';
import { Price } from '@/components/content/Price';
import { AddButton } from '@/components/add-to-cart/AddButton';
import { addLabels, addToCartT, stepperLabels } from '@/components/add-to-cart/labels';

type Params = Promise<SiteParams & { id: string }>;

const load = (params: Params) => contentItem(params, (ctx, p) => getOutlet(ctx.venue, numericId(p.id)));

export const generateMetadata = contentItemMetadata(load, (outlet, locale) => ({
  path: `/outlets/${outlet.id}`,
  title: pick(outlet.name, locale),
  description: pick(outlet.description, locale),
  image: outlet.image,
}));

/** Outlet details with its menus: categories of products with prices incl. VAT (spec §2 outlets and menus). */
export default async function OutletPage({ params }: { params: Params }) {
  const { host, locale, site, item: outlet, t } = await load(params);
  const name = pick(outlet.name, locale);
  const labels = await addLabels(locale);
  const ta = await addToCartT(locale);
  return (
    <div className="container content-page">
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('outletsTitle'), path: '/outlets' }, { name, path: `/outlets/${outlet.id}` }]} />
      <h1>{name}</h1>
      <p className="lead-text">{pick(outlet.description, locale)}</p>
      <OutletFacts location={pick(outlet.location, locale)} hours={pick(outlet.hours, locale)} labels={{ location: t('location'), hours: t('openingHours') }} />
      <h2>{t('menuTitle')}</h2>
      {outlet.menus.every((m) => m.products.length === 0) ? (
        <EmptyNotice>{t('noMenu')}</EmptyNotice>
      ) : (
        outlet.menus
          .filter((m) => m.products.length)
          .map((m) => (
            <section key={m.id} aria-labelledby={`menu-${m.id}`} className="menu-section">
              <h3 id={`menu-${m.id}`}>{pick(m.name, locale)}</h3>
              <ul className="menu-list">
                {m.products.map((p) => {
                  const pname = pick(p.name, locale);
                  return (
                    <li key={p.id} className="menu-item">
                      {p.image ? <StaticImage src={p.image} alt="" width={96} height={96} sizes="96px" /> : null}
                      <div>
                        <h4>{pname}</h4>
                        <p>{pick(p.description, locale)}</p>
                        <Price price={p.price} tax={p.tax} currency={site.currency} vatLabel={t('inclVat')} />
                      </div>
                      <AddButton
                        host={host}
                        venueId={site.venueId}
                        product={{ kind: 'outlet', outlet: { id: outlet.id, name: outlet.name }, product: { id: p.id, name: p.name, price: p.price, tax: p.tax } }}
                        label={t('order')}
                        ariaLabel={t('orderItem', { name: pname })}
                        labels={labels}
                        stepper={stepperLabels(ta, pname)}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
      )}
      <p>
        <AppLink href={href('/outlets', locale)}>{t('backToOutlets')}</AppLink>
      </p>
    </div>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
