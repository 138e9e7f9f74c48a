import type { SiteParams } from '@/lib/i18n/server';
import { venueMetadata } from '@/lib/i18n/page';
import { contentContext } from '@/lib/content/page-context';
import { pick } from '@/lib/i18n/pick';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { FindUs } from '@/components/content/FindUs';
import { findUsLabels } from '@/components/content/find-us-labels';
import { EmptyNotice } from '@/components/content/Notices';

export const generateMetadata = venueMetadata('/contact-us', 'content', 'contactTitle', 'contactIntro');

/** Spec §2 /contact-us: the venue's phone and email, and where to find it. */
export default async function ContactPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, t } = await contentContext(params);
  const { phone, email } = site.contact;
  return (
    <div className="container content-page">
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('contactTitle'), path: '/contact-us' }]} />
      <h1>{t('contactTitle')}</h1>
      <p className="lead-text">{t('contactIntro', { venue: pick(site.name, locale) })}</p>
      {phone || email ? (
        <dl className="facts">
          {phone ? (
            <>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </dd>
            </>
          ) : null}
          {email ? (
            <>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <EmptyNotice>{t('noContact')}</EmptyNotice>
      )}
      {site.mapPin ? <FindUs pin={site.mapPin} locale={locale} labels={findUsLabels(t)} /> : null}
    </div>
  );
}
