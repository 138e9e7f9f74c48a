import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/tenant/types';
import { loadBlogs, loadOffers } from '@/lib/catalogue/content-loaders';
import { settle } from '@/lib/settle';
import { href } from '@/lib/routing/links';
import { BlogCard } from './BlogCard';
import { HomeSection } from './HomeSection';
import { OfferCard } from './OfferCard';
import { offerLabels } from './offer-labels';
import { addLabels } from '@/components/add-to-cart/labels';

const FEATURED = 3;

/** Home featured sections of what the venue enables (issue 3): latest blogs and current offers. A failed read hides its section. */
export async function HomeHighlights({ host, siteToken, site, locale }: { host: string; siteToken: string; site: Site; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const venue = { host, siteToken };
  const [blogs, offers] = await Promise.all([
    site.sections.includes('blogs') ? settle(() => loadBlogs(venue, 1)) : null,
    site.sections.includes('offers') ? settle(() => loadOffers(venue)) : null,
  ]);
  const latest = blogs?.ok ? blogs.value.items.slice(0, FEATURED) : [];
  const current = offers?.ok ? offers.value.slice(0, FEATURED) : [];
  const add = { host, venueId: site.venueId, timeZone: site.timeZone, labels: await addLabels(locale) };
  return (
    <>
      {current.length ? (
        <HomeSection id="home-offers" title={t('currentOffers')} viewAll={{ href: href('/offers', locale), label: t('viewAll'), hiddenName: t('offersTitle') }}>
          <ul className="card-grid">
            {current.map((o) => (
              <OfferCard key={o.id} offer={o} locale={locale} currency={site.currency} labels={offerLabels(t)} add={add} headingLevel={3} />
            ))}
          </ul>
        </HomeSection>
      ) : null}
      {latest.length ? (
        <HomeSection id="home-blogs" title={t('latestBlogs')} viewAll={{ href: href('/blogs', locale), label: t('viewAll'), hiddenName: t('blogsTitle') }}>
          <ul className="card-grid">
            {latest.map((b) => (
              <BlogCard key={b.id} blog={b} locale={locale} readMore={t('readMore')} headingLevel={3} />
            ))}
          </ul>
        </HomeSection>
      ) : null}
    </>
  );
}
