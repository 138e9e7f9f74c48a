import { AppLink } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { formatClock, formatDay, weekdayName } from '@/lib/format/date';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { AboutSection, DetailHead } from '@/components/catalogue/DetailHead';
import { detailPageMetadata, loadAcademyPage, type IdParams } from '@/components/catalogue/page-scaffold';

export const generateMetadata = detailPageMetadata(loadAcademyPage, 'academy');

/** /academy/{id} (spec §2 academy-details): the academy and its programmes. */
export default async function AcademyDetailsPage({ params }: { params: IdParams }) {
  const { host, locale, item: academy } = await loadAcademyPage(params);
  const t = await getTranslations({ locale, namespace: 'academies' });
  const name = pick(academy.name, locale);
  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('title'), path: '/academies' }, { name, path: `/academy/${academy.id}` }]} className="breadcrumbs container" />
      <article className="container event-details">
        <DetailHead image={academy.image} name={name} eyebrow={academy.ageGroup ? pick(academy.ageGroup, locale) : null}>
          <p>{pick(academy.summary, locale)}</p>
          <div className="detail-actions">
            <AppLink href={href(`/academy/${academy.id}/packages`, locale)} className="button button-cta">
              {t('viewPackages')}
            </AppLink>
          </div>
        </DetailHead>
        <AboutSection title={t('about')} html={pick(academy.description, locale)} />
        <section aria-labelledby="programmes-heading">
          <h2 id="programmes-heading">{t('programmes')}</h2>
          {academy.programmes.length ? (
            <ul className="package-list">
              {academy.programmes.map((p) => (
                <li key={p.id} className="card package">
                  <h3 className="package-name">{pick(p.name, locale)}</h3>
                  <dl className="facts">
                    {p.level ? (
                      <>
                        <dt>{t('level')}</dt>
                        <dd>{pick(p.level, locale)}</dd>
                      </>
                    ) : null}
                    <dt>{t('days')}</dt>
                    <dd>{p.days.map((d) => weekdayName(d, locale)).join(locale === 'ar' ? '، ' : ', ')}</dd>
                    <dt>{t('time')}</dt>
                    <dd>
                      {formatClock(p.startTime, locale)} – {formatClock(p.endTime, locale)}
                    </dd>
                    <dt>{t('runs')}</dt>
                    <dd>{t('dates', { from: formatDay(p.startDate, locale), to: formatDay(p.endDate, locale) })}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('noProgrammes')}</p>
          )}
          <AppLink href={href(`/academy/${academy.id}/packages`, locale)} className="button button-cta">
            {t('viewPackages')}
          </AppLink>
        </section>
      </article>
    </>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
