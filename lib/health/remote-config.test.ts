import { describe, expect, it, vi } from 'vitest';

const providerRequest = vi.fn();
vi.mock('../provider/client', () => ({ providerRequest: (...a: unknown[]) => providerRequest(...a) }));

describe('remote health check (spec §9: fetch timeout 60 s, minimum fetch interval 3600 ms in use)', () => {
  it('asks with the spec’s time-out and keeps the answer for the spec’s interval', async () => {
    providerRequest.mockResolvedValue({ status: true, data: [{ web_enable: 1, domain: 'Venue.Example', title: 'Down', message: 'Back soon', webButtons: [] }] });
    const { getHealthNotice } = await import('../provider/calls');
    await expect(getHealthNotice({ siteToken: 't' }, 'venue.example')).resolves.toMatchObject({ title: 'Down', message: 'Back soon' });
    expect(providerRequest).toHaveBeenCalledWith('health-check', expect.objectContaining({ timeoutMs: 60_000, cacheTtlMs: 3_600 }));
  });
  it('a health service that fails never takes the site down', async () => {
    providerRequest.mockRejectedValue(new Error('timed out'));
    const { getHealthNotice } = await import('../provider/calls');
    await expect(getHealthNotice({ siteToken: 't' }, 'venue.example')).resolves.toBeNull();
  });
});
