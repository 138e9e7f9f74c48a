import 'server-only';
import { cookies } from 'next/headers';
import { getToken } from 'next-auth/jwt';
import { decodedTokens, type DecodedToken } from './decoded-tokens';
import { SESSION_COOKIE_NAMES } from './session-cookie';
import { authSecret } from './secret';

const decodeOnce = decodedTokens();

/**
 * The request's session token (the bearer and the three flags), from the first session cookie (plain or
 * Secure-prefixed, possibly chunked) that holds a bearer; null when none does. Only the cookie is consulted: an
 * Authorization header sent by the browser is never taken as a session. Decoded once per cookie (decoded-tokens.ts).
 */
export async function sessionToken(): Promise<DecodedToken | null> {
  const secret = authSecret();
  if (!secret) return null;
  const jar = await cookies();
  for (const name of SESSION_COOKIE_NAMES) {
    const parts = jar.getAll().filter((c) => c.name === name || c.name.startsWith(`${name}.`));
    if (!parts.length) continue;
    const cookie = parts.map((c) => `${c.name}=${c.value}`).join('; ');
    const token = await decodeOnce(cookie, async () =>
      (await getToken({ req: { headers: new Headers({ cookie }) }, secret, secureCookie: name.startsWith('__Secure-'), cookieName: name, salt: name })) as DecodedToken | null,
    );
    if (typeof token?.bearer === 'string' && token.bearer) return token;
  }
  return null;
}
