import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { loadPage } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { SafeHtml } from '@/components/ui/SafeHtml';

type Params = Promise<SiteParams & { slug: string[] }>;

async function load(params: Params) {
  const { host, locale } = await pageLocale(params);
  const { slug } = await params;
  // Additional pages are one segment deep (spec §2 /{slug}); anything deeper is not a page.
  if (slug.length !== 1 || !/^[a-z0-9][a-z0-9-]{0,80}$/i.test(slug[0]!)) notFound();
  const { tenant } = await requireSite(host);
  const page = await loadPage({ host, siteToken: tenant.siteToken }, slug[0]!);
  if (!page) notFound();
  return { page, locale };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { page, locale } = await load(params);
  return { title: pick(page.title, locale) };
}

/** Additional pages from `pages/{slug}` (spec §2 catch-all); the provider's 409 becomes the 404 page. */
export default async function AdditionalPage({ params }: { params: Params }) {
  const { page, locale } = await load(params);
  return (
    <article className="content-page container">
      <h1>{pick(page.title, locale)}</h1>
      <SafeHtml html={pick(page.html, locale)} />
    </article>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
