import { HEALTH_FETCH_TIMEOUT_MS, HEALTH_MIN_FETCH_INTERVAL_MS } from '../health/remote-config';
import { providerRequest } from './client';
import { isNotFound } from './catalogue-common';
import type { RequestContext } from './headers';
import {
  configResponseSchema,
  healthResponseSchema,
  pageResponseSchema,
} from './schemas';
import { reshapeConfig, reshapePage } from './reshape';
import type { ContentPage } from '@/lib/content/types';
import type { HealthNotice, Site } from '@/lib/tenant/types';

/** One function per call of spec §7. Feature folders add theirs beside this file. */

export async function getConfig(ctx: RequestContext): Promise<Site> {
  return reshapeConfig(await providerRequest('config', { ctx, schema: configResponseSchema, venueIdentity: false }));
}

/** GET pages/{slug}; a 409 (unknown slug) is answered as null so the caller can show the 404 page. */
export async function getPage(ctx: RequestContext, slug: string): Promise<ContentPage | null> {
  try {
    const res = await providerRequest(`pages/${encodeURIComponent(slug)}`, { ctx, schema: pageResponseSchema });
    return reshapePage(res.data);
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}

/**
 * The remote health check (spec §2, §7): a maintenance notice when web_enable is on and its domain matches
 * the current host. A failing health service never takes the site down, so errors read as "healthy".
 */
export async function getHealthNotice(ctx: RequestContext, host: string): Promise<HealthNotice | null> {
  try {
    const res = await providerRequest('health-check', { ctx, schema: healthResponseSchema, timeoutMs: HEALTH_FETCH_TIMEOUT_MS, cacheTtlMs: HEALTH_MIN_FETCH_INTERVAL_MS });
    const hit = res.data.find((h) => h.web_enable === 1 && h.domain.toLowerCase() === host.toLowerCase());
    return hit ? { title: hit.title ?? null, message: hit.message ?? null, buttons: hit.webButtons } : null;
  } catch {
    return null;
  }
}
