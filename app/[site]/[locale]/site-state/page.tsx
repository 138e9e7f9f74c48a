import { notFound } from 'next/navigation';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { loadSite } from '@/lib/tenant/site';

/**
 * The state page of a venue that cannot be shown (lib/routing/site-state.ts): the layout renders the state; this
 * route only exists so that it is rendered per request and never cached. The middleware sets its status.
 */
export const dynamic = 'force-dynamic';

export default async function SiteStatePage({ params }: { params: Promise<SiteParams> }) {
  const { host } = await pageLocale(params);
  if ((await loadSite(host)).kind === 'ok') notFound();
  return null;
}
