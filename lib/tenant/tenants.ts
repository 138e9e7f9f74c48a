import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from '@/lib/zod';

/**
 * Tenant = host (DESIGN §2). A host resolves to a venue's site token through the tenants file; behaviour the spec
 * names for "one venue's host" or "one tenant flag" is a per-tenant setting here, never a hard-coded hostname.
 */
export const tenantSchema = z.object({
  siteToken: z.string().min(1),
  /** Same-day slots: keep the nearest earlier slot if it started less than this many minutes ago (spec §9). */
  slotGraceMinutes: z.number().int().min(0).max(120).default(15),
  /** Show the row of partner logos in the footer (spec §2). */
  partnerLogos: z.array(z.object({ name: z.string(), image: z.string(), url: z.string().url() })).default([]),
  /** Label the 'Facility Bookings' profile entry 'My Bookings' (spec §2). */
  myBookingsLabel: z.boolean().default(false),
  /** journey query value that sets the special-treatment flag (spec §2). */
  journeyValue: z.string().nullable().default(null),
  /** The payment provider wants a form post with the transaction id (spec §4 order result). */
  paymentFormPost: z.boolean().default(false),
  /** Skip the captcha in the forgot-password form (spec §5: one test host). */
  skipForgotPasswordCaptcha: z.boolean().default(false),
});
export type Tenant = z.infer<typeof tenantSchema> & { host: string };

const tenantsFileSchema = z.object({ tenants: z.record(z.string(), tenantSchema) });

let cached: { at: number; map: Map<string, z.infer<typeof tenantSchema>> } | null = null;
const RELOAD_MS = 30_000;

function load(): Map<string, z.infer<typeof tenantSchema>> {
  if (cached && Date.now() - cached.at < RELOAD_MS) return cached.map;
  let raw: unknown = { tenants: {} };
  if (process.env.TENANTS_JSON) raw = JSON.parse(process.env.TENANTS_JSON);
  else {
    const file = process.env.TENANTS_FILE ?? path.join(process.cwd(), 'tenants.json');
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read tenants file ${file}: ${(e as Error).message}`);
    }
  }
  const parsed = tenantsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid tenants file at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  const map = new Map(Object.entries(parsed.data.tenants).map(([h, t]) => [h.toLowerCase(), t]));
  cached = { at: Date.now(), map };
  return map;
}

/** A host is only ever a DNS name (no port); anything else is not a tenant. */
export function normaliseHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const h = host.trim().toLowerCase().replace(/:\d+$/, '');
  return /^[a-z0-9.-]{1,253}$/.test(h) ? h : null;
}

export function resolveTenant(rawHost: string | null | undefined): Tenant | null {
  const host = normaliseHost(rawHost);
  if (!host) return null;
  const t = load().get(host);
  if (t) return { ...t, host };
  // Single-tenant deployments: every host is the one venue.
  if (process.env.SITE_TOKEN) return { ...tenantSchema.parse({ siteToken: process.env.SITE_TOKEN }), host };
  return null;
}

/** resolveTenant for request handlers: a tenants file that cannot be read counts as no tenant (never a throw). */
export function resolveTenantSafe(rawHost: string | null | undefined): Tenant | null {
  try {
    return resolveTenant(rawHost);
  } catch {
    return null;
  }
}

export function allTenantHosts(): string[] {
  return [...load().keys()];
}
