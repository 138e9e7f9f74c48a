import { LRUCache } from 'lru-cache';

/**
 * Session cookies already decoded (issue 27 item 3). Every personal answer needs the session (who is signed in) and
 * the provider's bearer token, both inside the encrypted session cookie; decoding it is a key derivation (HKDF) and an
 * AES decryption, and next-auth's `auth()` encrypted it again for a refreshed cookie the pages then dropped. A signed-in
 * customer sends the same cookie with every page, so a decoded cookie is kept, keyed by the cookie's whole value (an
 * encrypted token nobody can forge without AUTH_SECRET), until its own expiry or `ttlMs`, whichever is first.
 * Nothing is kept for a cookie that does not decode.
 */
export interface DecodedToken {
  bearer?: string;
  who?: { anonymous: boolean; member: boolean; partner: boolean };
  /** Expiry, seconds since the epoch (the JWT's `exp`). */
  exp?: number;
}

export function decodedTokens({ max = 5000, ttlMs = 5 * 60_000, now = () => Date.now() } = {}) {
  const kept = new LRUCache<string, DecodedToken>({ max, ttl: ttlMs, ttlAutopurge: false, perf: { now } });
  return async function decodeOnce(cookie: string, decode: () => Promise<DecodedToken | null>): Promise<DecodedToken | null> {
    const hit = kept.get(cookie);
    if (hit && (hit.exp === undefined || hit.exp * 1000 > now())) return hit;
    if (hit) kept.delete(cookie);
    const token = await decode();
    if (token && (token.exp === undefined || token.exp * 1000 > now())) kept.set(cookie, token);
    return token;
  };
}
