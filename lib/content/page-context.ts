import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '../i18n/server';
import { sitePage, venueMetadata } from '../i18n/page';
import type { Venue } from '../catalogue/content-loaders';
import { settle } from '../settle';
import { parseId } from '../catalogue/ids';
import type { Metadata } from 'next';
import type { AppLocale } from '../i18n/locales';
import { pageMetadata, type PageSeo } from '../seo/metadata';

/**
 * The start of every catalogue content page: locale and venue. The section gate (spec §2) is the section's layout
 * (lib/routing/section-gate.ts).
 */
export async function contentContext(params: Promise<SiteParams>) {
  const { host, locale, site, tenant } = await sitePage(params);
  const t = await getTranslations({ locale, namespace: 'content' });
  // The tenant is the venue the content reads are for (one venue type along the request).
  return { host, locale, site, tenant, venue: tenant as Venue, t };
}

/** A content detail page's start: its context and its item, read with the path's parameters; none is the 404 page. */
export async function contentItem<P, T>(params: Promise<SiteParams & P>, read: (ctx: Awaited<ReturnType<typeof contentContext>>, p: P) => Promise<T | null>) {
  const ctx = await contentContext(params);
  const item = await read(ctx, await params);
  if (!item) notFound();
  return { ...ctx, item };
}

/** A content detail page's metadata (spec §9 SEO): what `describe` says of its item, read as the page itself reads it. */
export function contentItemMetadata<P, T>(
  load: (params: P) => Promise<{ host: string; locale: AppLocale; item: T }>,
  describe: (item: T, locale: AppLocale) => Omit<PageSeo, 'host' | 'locale'>,
) {
  return async ({ params }: { params: P }): Promise<Metadata> => {
    const { host, locale, item } = await load(params);
    return pageMetadata({ host, locale, ...describe(item, locale) });
  };
}

/** Ids in paths are positive integers; anything else is the 404 page, never a provider call. */
export function numericId(raw: string): number {
  return parseId(raw) ?? notFound();
}

export function slugParam(raw: string): string {
  const s = decodeURIComponent(raw);
  if (!/^[a-z0-9][a-z0-9-]{0,120}$/i.test(s)) notFound();
  return s;
}

/** The metadata of a content list page: its title and intro (with the venue's name) from the `content` messages. */
export const contentListMetadata = (path: string, titleKey: string, introKey: string) => venueMetadata(path, 'content', titleKey, introKey);

/** A content list page's start: its context and the settled read of its list (a failed read is `ok: false`). */
export async function contentList<T>(params: Promise<SiteParams>, read: (venue: Venue) => Promise<T>) {
  const ctx = await contentContext(params);
  return { ...ctx, res: await settle(() => read(ctx.venue)) };
}
