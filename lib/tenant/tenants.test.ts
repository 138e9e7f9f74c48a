import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseHost, resolveTenant } from './tenants';

afterEach(() => vi.unstubAllEnvs());

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
