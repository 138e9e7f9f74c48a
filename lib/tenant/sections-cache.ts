import { getConfig } from '../provider/calls';
import { MemoryCache } from '../provider/memory-cache';
import { resolveTenant } from './tenants';

/**
 * The middleware's view of a venue: only the section list, cached briefly per host (a bounded cache of public
 * per-host data, EXAMPLES). When the provider cannot be read, nothing is gated and the page shows the fault.
 */
const cache = new MemoryCache<readonly string[]>(200);
const TTL_MS = 60_000;

export async function sectionsForHost(rawHost: string | null): Promise<readonly string[] | null> {
  let tenant;
  try {
    tenant = resolveTenant(rawHost);
  } catch {
    return null;
  }
  if (!tenant) return null;
  const hit = cache.get(tenant.host);
  if (hit) return hit;
  try {
    const site = await getConfig({ siteToken: tenant.siteToken });
    cache.set(tenant.host, site.sections, TTL_MS);
    return site.sections;
  } catch {
    return null;
  }
}
