import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { SiteParams } from '@/lib/i18n/server';
import { contentContext, numericId } from '@/lib/content/page-context';
import { getOutlet } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyNotice } from '@/components/content/Notices';
import { Price } from '@/components/content/Price';
import { AddButton } from '@/components/add-to-cart/AddButton';
import { addLabels, addToCartT, stepperLabels } from '@/components/add-to-cart/labels';

type Params = Promise<SiteParams & { id: string }>;

async function load(params: Params) {
  const ctx = await contentContext(params);
  const outlet = await getOutlet(ctx.venue, numericId((await params).id));
  if (!outlet) notFound();
  return { ...ctx, outlet };
}

export async function generateMetadata({ params }: { params: Params }) {
  const { host, locale, outlet } = await load(params);
  return pageMetadata({ host, locale, path: `/outlets/${outlet.id}`, title: pick(outlet.name, locale), description: pick(outlet.description, locale), image: outlet.image });
}

/** Outlet details with its menus: categories of products with prices incl. VAT (spec §2 outlets and menus). */
export default async function OutletPage({ params }: { params: Params }) {
  const { host, locale, site, outlet, t } = await load(params);
  const name = pick(outlet.name, locale);
  const labels = await addLabels(locale);
  const ta = await addToCartT(locale);
  return (
    <div className="container content-page">
      <Breadcrumbs
        host={host}
        locale={locale}
        crumbs={[
          { name: t('outletsTitle'), path: '/outlets' },
          { name, path: `/outlets/${outlet.id}` },
        ]}
      />
      <h1>{name}</h1>
      <p className="lead-text">{pick(outlet.description, locale)}</p>
      <dl className="facts">
        {pick(outlet.location, locale) ? (
          <>
            <dt>{t('location')}</dt>
            <dd>{pick(outlet.location, locale)}</dd>
          </>
        ) : null}
        {pick(outlet.hours, locale) ? (
          <>
            <dt>{t('openingHours')}</dt>
            <dd>{pick(outlet.hours, locale)}</dd>
          </>
        ) : null}
      </dl>
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
                      {p.image ? <Image src={p.image} alt="" width={96} height={96} sizes="96px" /> : null}
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
        <Link href={href('/outlets', locale)}>{t('backToOutlets')}</Link>
      </p>
    </div>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
