import 'server-only';
import { cookies } from 'next/headers';
import { getToken } from 'next-auth/jwt';
import { SESSION_COOKIE_NAMES } from './session-cookie';
import { authSecret } from './secret';

/**
 * The provider's bearer token of the signed-in visitor, read from the encrypted session cookie (DESIGN §3).
 * Only the cookie is consulted: an Authorization header sent by the browser is never taken as a session.
 */
export async function getBearer(): Promise<string | null> {
  const jar = await cookies();
  const secret = authSecret();
  if (!secret) return null;
  for (const name of SESSION_COOKIE_NAMES) {
    const parts = jar.getAll().filter((c) => c.name === name || c.name.startsWith(`${name}.`));
    if (!parts.length) continue;
    const cookie = parts.map((c) => `${c.name}=${c.value}`).join('; ');
    const token = await getToken({
      req: { headers: new Headers({ cookie }) },
      secret,
      secureCookie: name.startsWith('__Secure-'),
      cookieName: name,
      salt: name,
    });
    const bearer = (token as { bearer?: unknown } | null)?.bearer;
    if (typeof bearer === 'string' && bearer) return bearer;
  }
  return null;
}
