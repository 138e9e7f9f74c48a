import type { SiteParams } from '@/lib/i18n/server';
import { contentContext, tryList } from '@/lib/content/page-context';
import { getOffers } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyNotice, ErrorNotice } from '@/components/content/Notices';
import { OfferCard } from '@/components/content/OfferCard';
import { offerLabels } from '@/components/content/offer-labels';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, t } = await contentContext(params);
  return pageMetadata({ host, locale, path: '/offers', title: t('offersTitle'), description: t('offersIntro', { venue: pick(site.name, locale) }) });
}

/** Spec §2 /offers. */
export default async function OffersPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, venue, t } = await contentContext(params);
  const res = await tryList(() => getOffers(venue));
  return (
    <div className="container content-list">
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('offersTitle'), path: '/offers' }]} />
      <h1>{t('offersTitle')}</h1>
      <p className="lead-text">{t('offersIntro', { venue: pick(site.name, locale) })}</p>
      {!res.ok ? (
        <ErrorNotice>{t('listError')}</ErrorNotice>
      ) : res.value.length === 0 ? (
        <EmptyNotice>{t('noOffers')}</EmptyNotice>
      ) : (
        <ul className="card-grid">
          {res.value.map((o) => (
            <OfferCard key={o.id} offer={o} locale={locale} currency={site.currency} labels={offerLabels(t)} />
          ))}
        </ul>
      )}
    </div>
  );
}
