import { StaticImage } from '@/components/ui/StaticImage';
import { AppLink } from '@/components/ui/AppLink';
import type { SiteParams } from '@/lib/i18n/server';
import { contentList, contentListMetadata } from '@/lib/content/page-context';
import { getOutlets } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { OutletFacts } from '@/components/content/OutletFacts';
import { href } from '@/lib/routing/links';
import { CardGrid, ContentListHead } from '@/components/content/ContentListHead';

export const generateMetadata = contentListMetadata('/outlets', 'outletsTitle', 'outletsIntro');

/** Spec §2 /outlets: the venue's food and retail outlets. */
export default async function OutletsPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, t, res } = await contentList(params, getOutlets);
  return (
    <div className="container content-list">
      <ContentListHead host={host} locale={locale} title={t('outletsTitle')} path="/outlets" intro={t('outletsIntro', { venue: pick(site.name, locale) })} />
      <CardGrid res={res} errorText={t('listError')} emptyText={t('noOutlets')} card={(o) => {
          const name = pick(o.name, locale);
          return (
            <li key={o.id} className="card">
              {o.image ? <StaticImage src={o.image} alt="" width={480} height={270} sizes="(max-width: 640px) 100vw, 33vw" /> : null}
              <h2>
                <AppLink href={href(`/outlets/${o.id}`, locale)}>{name}</AppLink>
              </h2>
              <p>{pick(o.description, locale)}</p>
              <OutletFacts location={pick(o.location, locale)} hours={pick(o.hours, locale)} labels={{ location: t('location'), hours: t('openingHours') }} />
              <AppLink href={href(`/outlets/${o.id}`, locale)} className="button button-outline" aria-label={t('viewMenuOf', { name })}>
                {t('viewMenu')}
              </AppLink>
            </li>
          );
        }}
      />
    </div>
  );
}
