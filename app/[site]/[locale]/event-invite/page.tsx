import { StaticImage } from '@/components/ui/StaticImage';
import { isVector } from '@/lib/format/image';
import { AppLink } from '@/components/ui/AppLink';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, venueMetadata } from '@/lib/i18n/page';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { loadEvents } from '@/lib/catalogue/loaders';
import { settle } from '@/lib/settle';
import { formatTicketPrice } from '@/lib/format/price';
import { ListNotice } from '@/components/catalogue/ListNotice';
import { eventDates } from '@/components/catalogue/event-text';

export const generateMetadata = venueMetadata('/event-invite', 'events', 'inviteTitle', 'inviteBody');

/** /event-invite (spec §2): an invitation to the venue's next event, shown without header, footer or sub-header. */
export default async function EventInvitePage({ params }: { params: Promise<SiteParams> }) {
  const { locale, site, tenant } = await sitePage(params);
  if (!site.sections.includes('events')) notFound();
  const t = await getTranslations({ locale, namespace: 'events' });
  const res = await settle(() => loadEvents(tenant, 1));
  const venue = pick(site.name, locale);
  const [next, ...more] = res.ok ? res.value.items : [];

  return (
    <div className="container invite">
      <AppLink href={href('/', locale)} className="invite-brand">
        {site.logoUrl ? <StaticImage src={site.logoUrl} unoptimized={isVector(site.logoUrl)} alt={venue} width={160} height={48} className="brand-logo" /> : venue}
      </AppLink>
      <h1>{t('inviteTitle')}</h1>
      <p className="invite-lead">{t('inviteBody', { venue })}</p>
      {!res.ok ? <ListNotice kind="error">{t('loadError')}</ListNotice> : null}
      {res.ok && !next ? <ListNotice kind="empty">{t('none')}</ListNotice> : null}
      {next ? (
        <article className="card invite-card">
          {next.image ? <StaticImage src={next.image} unoptimized={isVector(next.image)} alt={pick(next.name, locale)} width={960} height={540} priority sizes="(max-width: 900px) 100vw, 48rem" /> : null}
          <h2>{pick(next.name, locale)}</h2>
          <p className="detail-dates">{eventDates(next, locale, (v) => t('dates', v))}</p>
          {next.locationName ? <p>{pick(next.locationName, locale)}</p> : null}
          <p>{pick(next.summary, locale)}</p>
          {next.fromPrice ? <p className="card-price">{t('fromPrice', { price: formatTicketPrice(next.fromPrice.price, next.fromPrice.tax, 1, site.currency) })}</p> : null}
          <AppLink href={href(`/events/${next.id}`, locale)} className="button button-cta">
            {t('buy')}
          </AppLink>
        </article>
      ) : null}
      {more.length ? (
        <section aria-labelledby="invite-more">
          <h2 id="invite-more">{t('inviteMore')}</h2>
          <ul className="invite-more">
            {more.slice(0, 3).map((e) => (
              <li key={e.id}>
                <AppLink href={href(`/events/${e.id}`, locale)}>{pick(e.name, locale)}</AppLink> · {eventDates(e, locale, (v) => t('dates', v))}
              </li>
            ))}
          </ul>
          <AppLink href={href('/events', locale)} className="button button-outline">
            {t('inviteAll')}
          </AppLink>
        </section>
      ) : null}
    </div>
  );
}
