import 'server-only';
import { redirect } from 'next/navigation';
import { pageLocale, type SiteParams } from '../i18n/server';
import { loadSite } from '../tenant/site';
import type { Section } from './sections';

/**
 * The one section gate of the public pages (spec §2: a section the venue's navigation does not list goes to the
 * 404 page). It runs in the section's layout, inside the cached render, so an allowed page is served from the
 * cache without the middleware and a forbidden one is a cached redirect to /404 (issue 14 §6: the middleware
 * gate cost a third of the rate on section routes). The profile's section pages are personal and are still gated by
 * the middleware. A venue whose config cannot be read is not gated here: the layout shows its state page.
 */
export async function gateSection(params: Promise<SiteParams>, section: Section): Promise<void> {
  const { host, locale } = await pageLocale(params);
  const state = await loadSite(host);
  if (state.kind === 'ok' && !state.site.sections.includes(section)) redirect(`/404?lang=${locale}`);
}
