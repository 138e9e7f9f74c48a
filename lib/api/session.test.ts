import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../auth/actions', () => ({ logout: vi.fn(async () => undefined) }));
const { fetchSession } = await import('./session');

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
function page(cookie: string) {
  vi.stubGlobal('window', { location: { pathname: '/' } });
  vi.stubGlobal('document', { cookie });
  const f = vi.fn(async (_url: string, _init?: RequestInit) => json({ user: { name: 'Layla', anonymous: false } }));
  vi.stubGlobal('fetch', f);
  return f;
}
afterEach(async () => {
  await (await import('./session-cache')).invalidateSession();
  vi.unstubAllGlobals();
});

describe('who is signed in, asked only where someone may be (spec §2 header; issue 27)', () => {
  it('answers nobody without asking /api/session when the browser holds no signed-in hint', async () => {
    const f = page('lang=en; text_size=normal');
    expect(await fetchSession()).toBeNull();
    expect(await fetchSession({ fresh: true })).toBeNull();
    expect(f).not.toHaveBeenCalled();
  });

  it('asks /api/session once the hint is there (a sign-in in this page sets it)', async () => {
    const f = page('lang=en');
    expect(await fetchSession()).toBeNull();
    document.cookie = 'lang=en; signed_in=1';
    expect(await fetchSession({ fresh: true })).toEqual({ name: 'Layla', anonymous: false, member: false, partner: false });
    expect(f).toHaveBeenCalledTimes(1);
    expect(f.mock.calls[0]![0]).toBe('/api/session');
  });
});
