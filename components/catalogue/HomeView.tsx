import { StaticImage } from '@/components/ui/StaticImage';
import { isVector } from '@/lib/format/image';
import { AppLink } from '@/components/ui/AppLink';
import type { AppLocale } from '@/lib/i18n/locales';
import { requireSite } from '@/lib/tenant/site';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { HomeHighlights } from '@/components/content/HomeHighlights';
import { BookingEntry } from '@/components/booking/BookingEntry';
import { HomeEvents } from './HomeEvents';
import { JsonLd } from '@/components/seo/JsonLd';
import { venuePageJsonLd } from '@/lib/seo/json-ld';

/** Home (spec §2): the venue's carousel from config and what it offers. */
export async function HomeView({ host, locale }: { host: string; locale: AppLocale }) {
  const { site, tenant } = await requireSite(host);
  const [first, ...rest] = site.carousel;
  return (
    <>
      {/* The venue for search engines (issue 24.9): name, address, geo, logo and its own profiles. */}
      <JsonLd data={venuePageJsonLd(site, host, locale)} />
      {first ? (
        <section className="hero" aria-label={pick(first.title, locale)}>
          <StaticImage src={first.imageUrl} unoptimized={isVector(first.imageUrl)} alt="" fill priority sizes="100vw" className="hero-image" />
          <div className="hero-text container">
            <h1>{pick(site.name, locale)}</h1>
            <p className="hero-title">{pick(first.title, locale)}</p>
            <p>{pick(first.subtitle, locale)}</p>
            {first.link ? (
              <AppLink href={href(first.link, locale)} className="button button-cta">
                {pick(first.title, locale)}
              </AppLink>
            ) : null}
          </div>
        </section>
      ) : (
        <h1 className="container">{pick(site.name, locale)}</h1>
      )}
      <BookingEntry host={host} locale={locale} />
      <section className="container intro">
        <p>{pick(site.description, locale)}</p>
      </section>
      {rest.length ? (
        <section className="container slides">
          <ul className="card-grid">
            {rest.map((s, i) => (
              <li key={s.id} className="card">
                {/* The first slide sits right under the hero on a phone and is the page's LCP there (Lighthouse): fetched
                    first with the hero, not lazy or queued behind the scripts. */}
                <StaticImage src={s.imageUrl} unoptimized={isVector(s.imageUrl)} alt="" width={480} height={270} sizes="(max-width: 640px) 100vw, 33vw" priority={i === 0} loading={i === 0 ? undefined : 'lazy'} />
                <h2>{pick(s.title, locale)}</h2>
                <p>{pick(s.subtitle, locale)}</p>
                {s.link ? <AppLink href={href(s.link, locale)}>{pick(s.title, locale)}</AppLink> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <HomeEvents site={site} tenant={tenant} locale={locale} />
      <HomeHighlights host={host} siteToken={tenant.siteToken} site={site} locale={locale} />
    </>
  );
}
