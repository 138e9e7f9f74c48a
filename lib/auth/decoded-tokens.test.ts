import { describe, expect, it, vi } from 'vitest';
import { decodedTokens } from './decoded-tokens';

// Issue 27 item 3 (DESIGN §3: the bearer lives only in the encrypted session cookie): a cookie is decoded once, and a
// decoded cookie is never used past its own expiry.
describe('decodedTokens', () => {
  const token = (exp: number) => ({ bearer: 'b-1', who: { anonymous: false, member: false, partner: false }, exp });

  it('decodes the same cookie once', async () => {
    let now = 1_000_000;
    const once = decodedTokens({ now: () => now });
    const decode = vi.fn(async () => token(now / 1000 + 3600));
    expect(await once('c1', decode)).toMatchObject({ bearer: 'b-1' });
    now += 1000;
    expect(await once('c1', decode)).toMatchObject({ bearer: 'b-1' });
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('keeps every cookie apart', async () => {
    const once = decodedTokens();
    await once('c1', async () => ({ bearer: 'one' }));
    expect(await once('c2', async () => ({ bearer: 'two' }))).toEqual({ bearer: 'two' });
    expect(await once('c1', async () => ({ bearer: 'other' }))).toEqual({ bearer: 'one' });
  });

  it('decodes again once the token has expired, and gives what the decoder says (null: signed out)', async () => {
    let now = 1_000_000;
    const once = decodedTokens({ now: () => now });
    await once('c1', async () => token(now / 1000 + 10));
    now += 11_000;
    const decode = vi.fn(async () => null);
    expect(await once('c1', decode)).toBeNull();
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing for a cookie that does not decode', async () => {
    const once = decodedTokens();
    const decode = vi.fn(async () => null);
    await once('junk', decode);
    await once('junk', decode);
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('forgets a decoded cookie after its time in the cache', async () => {
    let now = 1_000_000;
    const once = decodedTokens({ ttlMs: 1000, now: () => now });
    const decode = vi.fn(async () => token(now / 1000 + 3600));
    await once('c1', decode);
    now += 1500;
    await once('c1', decode);
    expect(decode).toHaveBeenCalledTimes(2);
  });
});
