import { describe, expect, it, vi } from 'vitest';

vi.mock('../tenant/tenants', () => ({ resolveTenant: (host: string | null) => (host === 'oasis.localhost' ? { host, siteToken: 't' } : null) }));
const { catalogueAnswer } = await import('./route-answer');

// The islands' catalogue routes (/api/catalogue/events, /api/catalogue/lead-form): spec §8 failures read as nothing to show.
describe('catalogue route answer', () => {
  it('answers the venue\'s data, cacheable per host', async () => {
    const res = await catalogueAnswer('oasis.localhost', async (t) => ({ for: t.host }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(await res.json()).toEqual({ status: true, data: { for: 'oasis.localhost' } });
  });

  it('is 404 for a host no venue has, without reading', async () => {
    const read = vi.fn(async () => 1);
    expect((await catalogueAnswer('nobody.localhost', read)).status).toBe(404);
    expect(read).not.toHaveBeenCalled();
  });

  it('is 502, never cached, when the provider fails', async () => {
    const res = await catalogueAnswer('oasis.localhost', async () => Promise.reject(new Error('down')));
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBeNull();
    expect(await res.json()).toMatchObject({ status: false });
  });
});
