import { getConfig, getHealthNotice } from '../provider/calls';
import { MemoryCache } from '../provider/memory-cache';
import type { SiteStateKind } from '../routing/site-state';
import { resolveTenant } from './tenants';

/**
 * The middleware's view of a venue: its app-load state (spec §4) and section list, cached briefly per host (a
 * bounded cache of public per-host data, EXAMPLES). When the provider cannot be read, nothing is gated and the page
 * shows the fault.
 */
export interface SiteGate {
  kind: SiteStateKind;
  /** Host as the tenants file names it, null when unknown. */
  host: string | null;
  sections: readonly string[] | null;
}

const cache = new MemoryCache<SiteGate>(200);
const TTL_MS = 60_000;

export async function siteGateForHost(rawHost: string | null): Promise<SiteGate> {
  let tenant;
  try {
    tenant = resolveTenant(rawHost);
  } catch {
    return { kind: 'ok', host: null, sections: null };
  }
  if (!tenant) return { kind: 'unknown-host', host: null, sections: null };
  const hit = cache.get(tenant.host);
  if (hit) return hit;
  let gate: SiteGate;
  try {
    const site = await getConfig({ siteToken: tenant.siteToken });
    const kind: SiteStateKind = !site.enabled
      ? 'disabled'
      : site.maintenance
        ? 'maintenance'
        : (await getHealthNotice({ siteToken: tenant.siteToken }, tenant.host))
          ? 'health'
          : 'ok';
    gate = { kind, host: tenant.host, sections: site.sections };
  } catch (e) {
    if ((e as { status?: number }).status !== 404) return { kind: 'ok', host: tenant.host, sections: null };
    gate = { kind: 'not-found', host: tenant.host, sections: null };
  }
  cache.set(tenant.host, gate, TTL_MS);
  return gate;
}
