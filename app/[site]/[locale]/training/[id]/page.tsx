import { getTranslations } from 'next-intl/server';
import { detailPageMetadata, loadTrainerPage, type IdParams } from '@/components/catalogue/page-scaffold';
import { pick } from '@/lib/i18n/pick';
import { formatTicketPrice } from '@/lib/format/price';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { AboutSection, DetailHead } from '@/components/catalogue/DetailHead';
import { PackageList } from '@/components/catalogue/PackageList';
import { AddButton } from '@/components/add-to-cart/AddButton';
import { addLabels } from '@/components/add-to-cart/labels';
import { spokenLanguages } from '@/lib/format/languages';

export const generateMetadata = detailPageMetadata(loadTrainerPage, 'training');

/** /training/{id} (spec §2 training-details): the trainer and their session packages. */
export default async function TrainingDetailsPage({ params }: { params: IdParams }) {
  const { host, locale, site, item: trainer } = await loadTrainerPage(params);
  const t = await getTranslations({ locale, namespace: 'trainers' });
  const name = pick(trainer.name, locale);
  const labels = await addLabels(locale);
  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('title'), path: '/training' }, { name, path: `/training/${trainer.id}` }]} className="breadcrumbs container" />
      <article className="container event-details">
        <DetailHead image={trainer.image} name={name} eyebrow={trainer.speciality ? pick(trainer.speciality, locale) : null}>
          <p>{pick(trainer.summary, locale)}</p>
          {trainer.languages.length ? (
            <p>
              <strong>{t('languages')}:</strong> {spokenLanguages(trainer.languages, locale)}
            </p>
          ) : null}
        </DetailHead>
        <AboutSection title={t('about')} html={pick(trainer.description, locale)} />
        <section aria-labelledby="packages-heading">
          <h2 id="packages-heading">{t('packages')}</h2>
          {trainer.packages.length ? (
            <PackageList
              rows={trainer.packages.map((p) => ({
                id: p.id,
                name: pick(p.name, locale),
                facts: [t('sessions', { count: p.sessions }), t('sessionLength', { minutes: p.sessionMinutes }), ...(p.validityDays ? [t('validity', { days: p.validityDays })] : [])],
                price: formatTicketPrice(p.price, p.tax, 1, site.currency),
                action: (
                  <AddButton
                    host={host}
                    venueId={site.venueId}
                    product={{ kind: 'trainer', trainer: { id: trainer.id, name: trainer.name }, pkg: { id: p.id, name: p.name, price: p.price, tax: p.tax, sessions: p.sessions } }}
                    label={t('book')}
                    ariaLabel={t('bookPackage', { name: pick(p.name, locale) })}
                    labels={labels}
                  />
                ),
              }))}
            />
          ) : (
            <p>{t('noPackages')}</p>
          )}
        </section>
      </article>
    </>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
