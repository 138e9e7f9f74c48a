import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from '@/lib/zod';
import { appleWalletSchema, googleWalletSchema } from '@/lib/wallet/config-schema';

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
  /** Apple Wallet pass signing: the operator's certificate files (issue 25; README "Wallet passes"). */
  appleWallet: appleWalletSchema.nullable().default(null),
  /** Google Wallet: the operator's issuer id and service-account key file (issue 25). */
  googleWallet: googleWalletSchema.nullable().default(null),
});
export type Tenant = z.infer<typeof tenantSchema> & { host: string };

const tenantsFileSchema = z.object({ tenants: z.record(z.string(), tenantSchema) });

/**
 * The file is read again when it changes (checked at most every RELOAD_CHECK_MS), so an operator adds a venue host
 * and every instance serves it within seconds, with no rebuild or restart (issue 14 §7). A file that breaks while
 * running is reported once and the last good mapping is kept: one typo must not take every venue down.
 */
let cached: { checkedAt: number; source: string; map: Map<string, z.infer<typeof tenantSchema>> } | null = null;
let reportedBadSource: string | null = null;
export const RELOAD_CHECK_MS = 5_000;

function tenantsFile(): string {
  return process.env.TENANTS_FILE ?? path.join(process.cwd(), 'tenants.json');
}

/** What identifies the current mapping's source: the inline JSON itself, or the file's path, size and mtime. */
function sourceStamp(): string {
  if (process.env.TENANTS_JSON) return `json:${process.env.TENANTS_JSON}`;
  const file = tenantsFile();
  try {
    const st = statSync(file);
    return `file:${file}:${st.size}:${st.mtimeMs}`;
  } catch {
    return `file:${file}:absent`;
  }
}

function parse(): Map<string, z.infer<typeof tenantSchema>> {
  let raw: unknown = { tenants: {} };
  if (process.env.TENANTS_JSON) raw = JSON.parse(process.env.TENANTS_JSON);
  else {
    const file = tenantsFile();
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
  return new Map(Object.entries(parsed.data.tenants).map(([h, t]) => [h.toLowerCase(), t]));
}

function load(now = Date.now()): Map<string, z.infer<typeof tenantSchema>> {
  if (cached && now - cached.checkedAt < RELOAD_CHECK_MS) return cached.map;
  const source = sourceStamp();
  if (cached && cached.source === source) {
    cached.checkedAt = now;
    return cached.map;
  }
  try {
    const map = parse();
    cached = { checkedAt: now, source, map };
    return map;
  } catch (e) {
    if (!cached) throw e;
    if (reportedBadSource !== source) {
      reportedBadSource = source;
      console.error(`[tenants] ${(e as Error).message}; keeping the previous mapping until the file is fixed`);
    }
    cached = { ...cached, checkedAt: now, source };
    return cached.map;
  }
}

/** For tests: forget the loaded mapping. */
export function reloadTenants(): void {
  cached = null;
  reportedBadSource = null;
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

/**
 * Is this host a venue listed in the tenants file? Only the file counts (never the SITE_TOKEN fallback): a front
 * that issues TLS certificates on demand asks this first, so nobody can make it request certificates for names
 * of their choosing (issue 14 §7).
 */
export function isListedVenueHost(rawHost: string | null | undefined): boolean {
  const host = normaliseHost(rawHost);
  return host !== null && load().has(host);
}

export function allTenantHosts(): string[] {
  return [...load().keys()];
}
