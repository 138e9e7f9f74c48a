import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isListedVenueHost, normaliseHost, RELOAD_CHECK_MS, reloadTenants, resolveTenant } from './tenants';

afterEach(() => vi.unstubAllEnvs());

/** A tenants file listing a.example, named by TENANTS_FILE (and no TENANTS_JSON). */
function tenantsFile(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tenants-')), 'tenants.json');
  writeFileSync(file, JSON.stringify({ tenants: { 'a.example': { siteToken: 'A' } } }));
  vi.stubEnv('TENANTS_JSON', '');
  vi.stubEnv('TENANTS_FILE', file);
  return file;
}

describe('tenant = host (DESIGN §2)', () => {
  it('normalises the Host header and refuses what is not a DNS name', () => {
    expect(normaliseHost('Arena.Localhost:3000')).toBe('arena.localhost');
    expect(normaliseHost('evil/../x')).toBeNull();
    expect(normaliseHost('')).toBeNull();
  });

  it('resolves hosts through the tenants file with per-tenant settings', () => {
    vi.stubEnv('TENANTS_JSON', JSON.stringify({ tenants: { 'a.example': { siteToken: 'A', slotGraceMinutes: 30 }, 'b.example': { siteToken: 'B' } } }));
    vi.stubEnv('SITE_TOKEN', '');
    expect(resolveTenant('a.example:443')).toMatchObject({ host: 'a.example', siteToken: 'A', slotGraceMinutes: 30 });
    expect(resolveTenant('b.example')).toMatchObject({ siteToken: 'B', slotGraceMinutes: 15, partnerLogos: [] });
  });
});

describe('tenants file reload (issue 14 §7: a new venue host without restart)', () => {
  afterEach(() => {
    vi.useRealTimers();
    reloadTenants();
  });

  it('serves a host added to the file within seconds, and answers only listed hosts as venues', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const file = tenantsFile();
    vi.stubEnv('SITE_TOKEN', 'fallback');
    reloadTenants();
    expect(isListedVenueHost('a.example')).toBe(true);
    expect(isListedVenueHost('new.example')).toBe(false);
    // The single-tenant fallback serves any host, but never makes it a listed venue (no certificate for it).
    expect(resolveTenant('new.example')).toMatchObject({ siteToken: 'fallback' });

    writeFileSync(file, JSON.stringify({ tenants: { 'a.example': { siteToken: 'A' }, 'New.Example': { siteToken: 'N' } } }));
    utimesSync(file, new Date(), new Date(Date.now() + 1000));
    vi.setSystemTime(1_000_000 + RELOAD_CHECK_MS + 1);
    expect(isListedVenueHost('new.example:443')).toBe(true);
    expect(resolveTenant('new.example')).toMatchObject({ siteToken: 'N' });
    expect(RELOAD_CHECK_MS).toBeLessThanOrEqual(60_000);
  });

  it('keeps the last good mapping when the file breaks while running, and reports it once', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const file = tenantsFile();
    reloadTenants();
    expect(isListedVenueHost('a.example')).toBe(true);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeFileSync(file, '{ "tenants": { broken');
    utimesSync(file, new Date(), new Date(Date.now() + 2000));
    for (const step of [1, 2, 3]) {
      vi.setSystemTime(2_000_000 + step * (RELOAD_CHECK_MS + 1));
      expect(isListedVenueHost('a.example')).toBe(true);
    }
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('refuses what is not a DNS name', () => {
    expect(isListedVenueHost('')).toBe(false);
    expect(isListedVenueHost('a.example/../x')).toBe(false);
  });
});
