import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { cachedRead } from '../cached-read';
import { getConfig, getHealthNotice } from '../provider/calls';
import type { HealthNotice, Site } from '@/lib/tenant/types';
import { resolveTenant, type Tenant } from './tenants';
import { tags } from '../cache-tags';

export type SiteState =
  | { kind: 'unknown-host' }
  | { kind: 'not-found'; tenant: Tenant }
  | { kind: 'disabled'; tenant: Tenant; site: Site }
  | { kind: 'maintenance'; tenant: Tenant; site: Site }
  | { kind: 'health'; tenant: Tenant; site: Site; notice: HealthNotice }
  | { kind: 'ok'; tenant: Tenant; site: Site };

const cachedConfig = (host: string, siteToken: string) =>
  cachedRead(['site-config', host, siteToken], [tags.config(host)], () => getConfig({ siteToken }));

/**
 * Spec §4 app load: unknown host or disabled site → not-available; config 404 → 404 page; maintenance → the
 * maintenance page; a remote health check for this host → its maintenance page; otherwise the full layout.
 * Provider faults are thrown, so a cached page keeps serving and a first render shows the error page.
 */
export const loadSite = cache(async (host: string): Promise<SiteState> => {
  const tenant = resolveTenant(host);
  if (!tenant) return { kind: 'unknown-host' };
  let site: Site;
  try {
    site = await cachedConfig(tenant.host, tenant.siteToken);
  } catch (e) {
    if ((e as { status?: number }).status === 404) return { kind: 'not-found', tenant };
    throw e;
  }
  if (!site.enabled) return { kind: 'disabled', tenant, site };
  if (site.maintenance) return { kind: 'maintenance', tenant, site };
  const notice = await getHealthNotice({ siteToken: tenant.siteToken }, tenant.host);
  if (notice) return { kind: 'health', tenant, site, notice };
  return { kind: 'ok', tenant, site };
});

/**
 * For pages below the layout. When the site is not usable the layout shows its state page instead of the page,
 * so the page ends here with a 404 status (never a 500): search engines drop a missing venue, and a venue under
 * maintenance is not indexed while it is down.
 */
export async function requireSite(host: string): Promise<{ tenant: Tenant; site: Site }> {
  const state = await loadSite(host);
  if (state.kind !== 'ok') notFound();
  return { tenant: state.tenant, site: state.site };
}
