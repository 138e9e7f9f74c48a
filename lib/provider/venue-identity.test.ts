import { describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { providerRequest, venueContext } from './client';
import { getConfig } from './calls';
import { HEADER } from './headers';
import { withVenueIdentity } from './venue-identity';

/**
 * Issue 15.7, spec §3 (vtoken, session_id) and §7 (site-token and session headers): calls made with a venue's
 * config carry the token and session id the config names; the configured token only fetches that config.
 */
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const schema = z.object({ status: z.boolean() });

/** A provider whose config names `vtoken` and `session_id`, recording the headers of every call. */
function provider(identity: Record<string, string | null>) {
  const calls: Array<{ path: string; headers: Record<string, string> }> = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    calls.push({ path, headers: init?.headers as Record<string, string> });
    return json(path.endsWith('/config') ? { status: true, data: identity } : { status: true });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('the venue identity of the config goes out on every call (issue 15.7)', () => {
  it('a call made with the venue sends its vtoken as the site token and its session_id as the session', async () => {
    const p = provider({ vtoken: 'venue-vtoken', session_id: 'venue-session-1' });
    await providerRequest('venue/services', { ctx: { siteToken: 'configured-a' }, schema, fetchImpl: p.fetchImpl });
    const call = p.calls.find((c) => c.path.endsWith('/venue/services'))!;
    expect(call.headers[HEADER.siteToken]).toBe('venue-vtoken');
    expect(call.headers[HEADER.sessionId]).toBe('venue-session-1');
    // The config itself was asked with the configured token.
    expect(p.calls.find((c) => c.path.endsWith('/config'))!.headers[HEADER.siteToken]).toBe('configured-a');
  });

  it("the venue's config call keeps the configured token; a visitor's own session id wins over the venue's", async () => {
    const p = provider({ vtoken: 'venue-vtoken', session_id: 'venue-session-2' });
    vi.stubGlobal('fetch', p.fetchImpl);
    // The stand-in answers only the identity fields, so reading the whole config fails (and logs): not the point here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await getConfig({ siteToken: 'configured-b' }).catch(() => null);
    vi.unstubAllGlobals();
    expect(p.calls.map((c) => [c.path, c.headers[HEADER.siteToken]])).toEqual([['/api/v2/config', 'configured-b']]);
    const ctx = await venueContext({ siteToken: 'configured-b', sessionId: 'visitor-sid' }, p.fetchImpl);
    expect(ctx).toMatchObject({ siteToken: 'venue-vtoken', sessionId: 'visitor-sid' });
  });

  it('without vtoken or session_id in the config the configured token goes out unchanged', async () => {
    const p = provider({ vtoken: null, session_id: null });
    await providerRequest('venue/services', { ctx: { siteToken: 'configured-c' }, schema, fetchImpl: p.fetchImpl });
    const call = p.calls.find((c) => c.path.endsWith('/venue/services'))!;
    expect(call.headers[HEADER.siteToken]).toBe('configured-c');
    expect(call.headers[HEADER.sessionId]).toBeUndefined();
  });

  it('withVenueIdentity: the venue token replaces, the venue session is only a default', () => {
    expect(withVenueIdentity({ siteToken: 'a' }, { siteToken: 'v', sessionId: 's' })).toEqual({ siteToken: 'v', sessionId: 's' });
    expect(withVenueIdentity({ siteToken: 'a', sessionId: 'mine' }, { siteToken: null, sessionId: 's' })).toEqual({ siteToken: 'a', sessionId: 'mine' });
    expect(withVenueIdentity({ siteToken: 'a' }, null)).toEqual({ siteToken: 'a' });
  });
});
