import type { SiteParams } from '@/lib/i18n/server';
import { contentList, contentListMetadata } from '@/lib/content/page-context';
import { getOffers } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { CardGrid, ContentListHead } from '@/components/content/ContentListHead';
import { OfferCard } from '@/components/content/OfferCard';
import { offerLabels } from '@/components/content/offer-labels';
import { addLabels } from '@/components/add-to-cart/labels';

export const generateMetadata = contentListMetadata('/offers', 'offersTitle', 'offersIntro');

/** Spec §2 /offers. */
export default async function OffersPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, t, res } = await contentList(params, getOffers);
  const add = { host, venueId: site.venueId, timeZone: site.timeZone, labels: await addLabels(locale) };
  return (
    <div className="container content-list">
      <ContentListHead host={host} locale={locale} title={t('offersTitle')} path="/offers" intro={t('offersIntro', { venue: pick(site.name, locale) })} />
      <CardGrid res={res} errorText={t('listError')} emptyText={t('noOffers')} card={(o) => (
          <OfferCard key={o.id} offer={o} locale={locale} currency={site.currency} labels={offerLabels(t)} add={add} />
        )}
      />
    </div>
  );
}
