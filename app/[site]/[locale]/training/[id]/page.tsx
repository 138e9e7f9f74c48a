import type { Metadata } from 'next';
import Image from 'next/image';
import { isVector } from '@/lib/format/image';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { loadTrainer } from '@/lib/catalogue/loaders';
import { parseId } from '@/lib/provider/catalogue-common';
import { formatTicketPrice } from '@/lib/format/price';
import { pageMetadata } from '@/lib/seo/metadata';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PackageList } from '@/components/catalogue/PackageList';

type Params = Promise<SiteParams & { id: string }>;

async function load(params: Params) {
  const { host, locale } = await pageLocale(params);
  const id = parseId((await params).id);
  if (id === null) notFound();
  const { site, tenant } = await requireSite(host);
  const trainer = await loadTrainer(tenant, id);
  if (!trainer) notFound();
  return { host, locale, site, trainer };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { host, locale, trainer } = await load(params);
  return pageMetadata({ host, locale, path: `/training/${trainer.id}`, title: pick(trainer.name, locale), description: pick(trainer.summary, locale), image: trainer.image });
}

/** /training/{id} (spec §2 training-details): the trainer and their session packages. */
export default async function TrainingDetailsPage({ params }: { params: Params }) {
  const { host, locale, site, trainer } = await load(params);
  const t = await getTranslations({ locale, namespace: 'trainers' });
  const name = pick(trainer.name, locale);
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
                action: { label: t('book'), ariaLabel: t('bookPackage', { name: pick(p.name, locale) }), href: href('/cart', locale) },
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
export function generateStaticParams() {
  return [];
}
