import { notFound } from 'next/navigation';
import type { SiteParams } from '@/lib/i18n/server';
import { contentContext } from '@/lib/content/page-context';
import { loadPage } from '@/lib/catalogue/content-loaders';
import { pick } from '@/lib/i18n/pick';
import { htmlToText } from '@/lib/content/sanitize';
import { pageMetadata } from '@/lib/seo/metadata';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { formatDate } from '@/lib/format/date';

async function load(params: Promise<SiteParams>, slug: string) {
  const ctx = await contentContext(params);
  const page = await loadPage(ctx.venue, slug);
  if (!page) notFound();
  return { ...ctx, page };
}

export async function staticPageMetadata(params: Promise<SiteParams>, slug: string) {
  const { host, locale, page } = await load(params, slug);
  return pageMetadata({ host, locale, path: `/${slug}`, title: pick(page.title, locale), description: htmlToText(pick(page.html, locale), 160) });
}

/** Terms and privacy (spec §2 static pages): the venue's page from `pages/{slug}`, sanitized. */
export async function StaticPage({ params, slug }: { params: Promise<SiteParams>; slug: string }) {
  const { host, locale, page, t } = await load(params, slug);
  const title = pick(page.title, locale);
  return (
    <article className="container content-page">
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: title, path: `/${slug}` }]} />
      <h1>{title}</h1>
      {page.updatedAt ? <p className="card-meta">{t('updated', { date: formatDate(page.updatedAt, locale) })}</p> : null}
      <SafeHtml html={pick(page.html, locale)} />
    </article>
  );
}
