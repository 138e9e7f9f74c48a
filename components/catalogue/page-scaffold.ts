import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { requireSite } from '@/lib/tenant/site';
import type { Tenant } from '@/lib/tenant/tenants';
import type { Site } from '@/lib/tenant/types';
import { parseId } from '@/lib/catalogue/ids';
import { parsePageNumber } from '@/lib/catalogue/page-number';
import { loadAcademy, loadEvent, loadTrainer } from '@/lib/catalogue/loaders';
import { settle } from '@/lib/settle';
import { pick, type LocalizedText } from '@/lib/i18n/pick';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * How every catalogue page starts (spec §2, §9): the host and language from the route, the venue, the item or the
 * page of the list; anything unknown is the 404 page. The section gate is the section's layout
 * (lib/routing/section-gate.ts), once per route. Detail pages and list
 * pages call these instead of writing their own load / metadata / 404 scaffolding.
 */

export type IdParams = Promise<SiteParams & { id: string }>;
export type PageParams = Promise<SiteParams & { page: string }>;

/** A detail page's item: an id that is not a whole number or an unknown item is a 404. */
export async function loadDetail<T>(params: IdParams, load: (tenant: Tenant, id: number) => Promise<T | null>): Promise<{ host: string; locale: AppLocale; site: Site; item: T }> {
  const { host, locale } = await pageLocale(params);
  const id = parseId((await params).id);
  if (id === null) notFound();
  const { site, tenant } = await requireSite(host);
  const item = await load(tenant, id);
  if (!item) notFound();
  return { host, locale, site, item };
}

/** A page of a list: a page past the last is a 404; a failed load is `ok: false`. */
export async function loadListPage<T>(host: string, page: number, load: (tenant: Tenant, page: number) => Promise<{ items: T[]; totalPages: number }>) {
  const { site, tenant } = await requireSite(host);
  const res = await settle(() => load(tenant, page));
  if (res.ok && page > 1 && page > res.value.totalPages) notFound();
  return { site, res };
}

type ListView = (p: { host: string; locale: AppLocale; page: number }) => Promise<React.ReactNode>;
type ListMetadata = (host: string, locale: AppLocale, page: number) => Promise<Metadata>;

/** The route exports of a list's first page (/events) and of its page N (/events?page=N, rewritten to /events/page/N). */
export function listRoutes(View: ListView, metadata: ListMetadata) {
  return {
    first: {
      generateMetadata: async ({ params }: { params: Promise<SiteParams> }) => {
        const { host, locale } = await pageLocale(params);
        return metadata(host, locale, 1);
      },
      Page: async ({ params }: { params: Promise<SiteParams> }) => {
        const { host, locale } = await pageLocale(params);
        return View({ host, locale, page: 1 });
      },
    },
    paged: {
      generateMetadata: async ({ params }: { params: PageParams }) => {
        const { host, locale } = await pageLocale(params);
        return metadata(host, locale, parsePageNumber((await params).page) ?? notFound());
      },
      Page: async ({ params }: { params: PageParams }) => {
        const { host, locale } = await pageLocale(params);
        return View({ host, locale, page: parsePageNumber((await params).page) ?? notFound() });
      },
    },
  };
}

/** Catalogue pages are rendered on first request and kept (ISR); none is built ahead. */
export function generateStaticParams() {
  return [];
}

/** A detail page's title, description and image: the item's name, summary and picture (spec §9 SEO). */
export function detailMetadata(
  { host, locale, item }: { host: string; locale: AppLocale; item: { name: LocalizedText; summary: LocalizedText; image?: string | null } },
  path: string,
): Metadata {
  return pageMetadata({ host, locale, path, title: pick(item.name, locale), description: pick(item.summary, locale), image: item.image });
}

/** A detail page's `generateMetadata`: its item read as the page reads it, at /{section}/{id}. */
export function detailPageMetadata<T extends { id: number; name: LocalizedText; summary: LocalizedText; image?: string | null }>(
  loadPage: (params: IdParams) => Promise<{ host: string; locale: AppLocale; item: T }>,
  section: string,
) {
  return async ({ params }: { params: IdParams }): Promise<Metadata> => {
    const loaded = await loadPage(params);
    return detailMetadata(loaded, `/${section}/${loaded.item.id}`);
  };
}

export const loadEventPage = (params: IdParams) => loadDetail(params, loadEvent);
export const loadTrainerPage = (params: IdParams) => loadDetail(params, loadTrainer);
/** Shared by /academy/{id} and /academy/{id}/packages: a venue without workshops is the 404 page. */
export const loadAcademyPage = (params: IdParams) => loadDetail(params, loadAcademy);
