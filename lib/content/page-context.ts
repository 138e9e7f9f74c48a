import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '../i18n/server';
import { requireSite } from '../tenant/site';
import type { Venue } from '../provider/content';

/**
 * The start of every catalogue content page: locale and venue. The section gate (spec §2) is the section's layout
 * (lib/routing/section-gate.ts).
 */
export async function contentContext(params: Promise<SiteParams>) {
  const { host, locale } = await pageLocale(params);
  const { site, tenant } = await requireSite(host);
  const venue: Venue = { host, siteToken: tenant.siteToken };
  const t = await getTranslations({ locale, namespace: 'content' });
  return { host, locale, site, tenant, venue, t };
}

/** Ids in paths are positive integers; anything else is the 404 page, never a provider call. */
export function numericId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) notFound();
  return Number(raw);
}

export function slugParam(raw: string): string {
  const s = decodeURIComponent(raw);
  if (!/^[a-z0-9][a-z0-9-]{0,120}$/i.test(s)) notFound();
  return s;
}

/** A list read that fails shows the page with an error notice, not a crash (issue 3 faults). */
export async function tryList<T>(read: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await read() };
  } catch {
    return { ok: false };
  }
}
