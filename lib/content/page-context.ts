import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '../i18n/server';
import { requireSite } from '../tenant/site';
import type { Venue } from '../provider/content';
import { pageMetadata } from '../seo/metadata';
import { pick } from '../i18n/pick';
import { settle } from '../settle';
import { parseId } from '../provider/catalogue-common';

/**
 * The start of every catalogue content page: locale and venue. The section gate (spec §2) is the section's layout
 * (lib/routing/section-gate.ts).
 */
export async function contentContext(params: Promise<SiteParams>) {
  const { host, locale } = await pageLocale(params);
  const { site, tenant } = await requireSite(host);
  const t = await getTranslations({ locale, namespace: 'content' });
  // The tenant is the venue the content reads are for (one venue type along the request).
  return { host, locale, site, tenant, venue: tenant as Venue, t };
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
export function contentListMetadata(path: string, titleKey: string, introKey: string) {
  return async ({ params }: { params: Promise<SiteParams> }) => {
    const { host, locale, site, t } = await contentContext(params);
    return pageMetadata({ host, locale, path, title: t(titleKey), description: t(introKey, { venue: pick(site.name, locale) }) });
  };
}

/** A content list page's start: its context and the settled read of its list (a failed read is `ok: false`). */
export async function contentList<T>(params: Promise<SiteParams>, read: (venue: Venue) => Promise<T>) {
  const ctx = await contentContext(params);
  return { ...ctx, res: await settle(() => read(ctx.venue)) };
}
