import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../auth/actions', () => ({ logout: vi.fn(async () => undefined) }));
// The islands' QueryClient is one per page in a browser (on a server it is one per call).
vi.stubGlobal('window', { location: { pathname: '/' } });
const { cachedSession, invalidateSession, observeSession } = await import('./session-cache');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
function answer(res: () => Response) {
  const f = vi.fn(async (_url: string, _init?: RequestInit) => res());
  vi.stubGlobal('fetch', f);
  return f;
}
afterEach(async () => {
  await invalidateSession();
  vi.unstubAllGlobals();
  vi.stubGlobal('window', { location: { pathname: '/' } });
});

describe('the session in React Query (spec §2 header, §4 guest, §6 channel)', () => {
  it('asks GET /api/session once for every island, again when fresh or after a sign-in in the page', async () => {
    const f = answer(() => json({ user: { name: 'Layla', anonymous: false, member: true } }));
    expect(await cachedSession(false)).toEqual({ name: 'Layla', anonymous: false, member: true, partner: false });
    await cachedSession(false);
    expect(f).toHaveBeenCalledTimes(1);
    expect(f.mock.calls[0]![0]).toBe('/api/session');
    await cachedSession(true);
    expect(f).toHaveBeenCalledTimes(2);
    await invalidateSession();
    await cachedSession(false);
    expect(f).toHaveBeenCalledTimes(3);
  });

  it('reads nobody signed in when the session cannot be read', async () => {
    answer(() => json({ message: 'down' }, 500));
    expect(await cachedSession(true)).toBeNull();
    answer(() => json({ user: null }));
    expect(await cachedSession(true)).toBeNull();
  });

  it('tells an observer the answer, and the new one after a sign-in', async () => {
    answer(() => json({ user: { name: 'Sara', anonymous: false } }));
    const seen: Array<string | null> = [];
    const stop = observeSession(false, (s) => s.loaded && seen.push(s.user?.name ?? null));
    await vi.waitFor(() => expect(seen.at(-1)).toBe('Sara'));
    answer(() => json({ user: { name: 'Omar', anonymous: false } }));
    await invalidateSession();
    await vi.waitFor(() => expect(seen.at(-1)).toBe('Omar'));
    stop();
  });
});
