import 'server-only';
import { notFound } from 'next/navigation';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { loadAcademy } from '@/lib/catalogue/loaders';
import { parseId } from '@/lib/provider/catalogue-common';

/** Shared by /academy/{id} and /academy/{id}/packages: an unknown id or a venue without workshops is the 404 page. */
export async function loadAcademyPage(params: Promise<SiteParams & { id: string }>) {
  const { host, locale } = await pageLocale(params);
  const id = parseId((await params).id);
  if (id === null) notFound();
  const { site, tenant } = await requireSite(host);
  if (!site.sections.includes('workshops')) notFound();
  const academy = await loadAcademy(tenant, id);
  if (!academy) notFound();
  return { host, locale, site, academy };
}
