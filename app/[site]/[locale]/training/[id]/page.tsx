import type { Metadata } from 'next';
import Image from 'next/image';
import { isVector } from '@/lib/format/image';
import { getTranslations } from 'next-intl/server';
import { detailMetadata, loadTrainerPage, type IdParams } from '@/components/catalogue/page-scaffold';
import { pick } from '@/lib/i18n/pick';
import { formatTicketPrice } from '@/lib/format/price';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PackageList } from '@/components/catalogue/PackageList';
import { AddButton } from '@/components/add-to-cart/AddButton';
import { addLabels } from '@/components/add-to-cart/labels';

export async function generateMetadata({ params }: { params: IdParams }): Promise<Metadata> {
  const loaded = await loadTrainerPage(params);
  return detailMetadata(loaded, `/training/${loaded.item.id}`);
}

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
        <header className="detail-head">
          {trainer.image ? <Image src={trainer.image} unoptimized={isVector(trainer.image)} alt={name} width={960} height={540} priority sizes="(max-width: 900px) 100vw, 60vw" className="detail-image" /> : null}
          <div className="detail-intro">
            {trainer.speciality ? <p className="eyebrow">{pick(trainer.speciality, locale)}</p> : null}
            <h1>{name}</h1>
            <p>{pick(trainer.summary, locale)}</p>
            {trainer.languages.length ? (
              <p>
                <strong>{t('languages')}:</strong> {trainer.languages.join(', ')}
              </p>
            ) : null}
          </div>
        </header>
        <section aria-labelledby="about-heading">
          <h2 id="about-heading">{t('about')}</h2>
          <SafeHtml html={pick(trainer.description, locale)} />
        </section>
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
