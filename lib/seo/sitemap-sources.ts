import 'server-only';
import { navHref, type Section } from '../routing/sections';
import { loadAcademies, loadEvents, loadTrainers } from '../catalogue/loaders';
import type { Paged } from '../provider/catalogue-common';
import type { SitemapSource } from './sitemap';
import { contentSitemapSource } from '../provider/content';

/** Home, every section list the venue enables, and the static pages (spec §2 public routes). */
const staticRoutes: SitemapSource = async ({ site }) => [
  '/',
  ...site.sections.map((s) => navHref(s, true)),
  '/terms-and-conditions',
  '/privacy-policy',
  ...(site.footerContactUs ? ['/contact-us'] : []),
];

/** Every page of a paged list (the list page numbers too). */
async function allPages<T>(load: (page: number) => Promise<Paged<T>>): Promise<{ items: T[]; pages: number }> {
  const first = await load(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => load(i + 2)));
  return { items: [first, ...rest].flatMap((p) => p.items), pages: first.totalPages };
}

function listPages(base: string, pages: number): string[] {
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => `${base}?page=${i + 2}`);
}

const when = (section: Section, source: SitemapSource): SitemapSource => async (ctx) => (ctx.site.sections.includes(section) ? source(ctx) : []);

const events = when('events', async ({ tenant }) => {
  const { items, pages } = await allPages((p) => loadEvents(tenant, p));
  return [...listPages('/events', pages), ...items.map((e) => `/events/${e.id}`)];
});
const trainers = when('training', async ({ tenant }) => {
  const { items, pages } = await allPages((p) => loadTrainers(tenant, p));
  return [...listPages('/training', pages), ...items.map((t) => `/training/${t.id}`)];
});
const academies = when('workshops', async ({ tenant }) => {
  const { items, pages } = await allPages((p) => loadAcademies(tenant, p));
  return [...listPages('/academies', pages), ...items.flatMap((a) => [`/academy/${a.id}`, `/academy/${a.id}/packages`])];
});

/**
 * The sitemap's sources. Add a feature's detail pages here (e.g. blogs, outlets): one async function returning
 * visible paths, wrapped in `when(section, …)` when the section can be switched off.
 */
export const SITEMAP_SOURCES: SitemapSource[] = [staticRoutes, events, trainers, academies, contentSitemapSource];
