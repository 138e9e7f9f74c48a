import { StaticImage } from '@/components/ui/StaticImage';
import { AppLink } from '@/components/ui/AppLink';
import type { SiteParams } from '@/lib/i18n/server';
import { contentItem, contentItemMetadata, numericId } from '@/lib/content/page-context';
import { getService } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { htmlToText } from '@/lib/content/sanitize';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { FindUs } from '@/components/content/FindUs';
import { findUsLabels } from '@/components/content/find-us-labels';
import { BookingEntry } from '@/components/booking/BookingEntry';

type Params = Promise<SiteParams & { id: string }>;

const load = (params: Params) => contentItem(params, (ctx, p) => getService(ctx.venue, numericId(p.id)));

export const generateMetadata = contentItemMetadata(load, (service, locale) => ({
  path: `/service/${service.id}`,
  title: pick(service.name, locale),
  description: htmlToText(pick(service.html, locale), 160),
  image: service.image,
}));

/** Service details (spec §2 /service/{id}): its form, or 'Book now' into the facility booking. */
export default async function ServicePage({ params }: { params: Params }) {
  const { host, locale, item: service, t } = await load(params);
  const name = pick(service.name, locale);
  return (
    <article className="container content-page">
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name, path: `/service/${service.id}` }]} />
      <h1>{name}</h1>
      {service.image ? <StaticImage src={service.image} alt="" width={960} height={540} sizes="(max-width: 960px) 100vw, 960px" priority className="content-image" /> : null}
      <SafeHtml html={pick(service.html, locale)} />
      {service.formSlug ? (
        <p>
          <AppLink className="button button-cta" href={href(`/form/${service.formSlug}`, locale)}>
            {t('serviceForm')}
          </AppLink>
        </p>
      ) : (
        // 'Book now' opens the facility booking when the venue has it; without it there is nothing to book here.
        <BookingEntry host={host} locale={locale} label={t('bookNow')} />
      )}
      {service.mapPin ? <FindUs pin={service.mapPin} locale={locale} labels={{ ...findUsLabels(t), title: t('serviceLocation') }} /> : null}
    </article>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
