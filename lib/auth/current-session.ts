import 'server-only';
import { headers } from 'next/headers';
import type { Session } from 'next-auth';
import { auth } from './auth';
import { sessionHeaders } from './session-headers';

/**
 * The session of the request being served (pages, route handlers), read by next-auth from the request's cookies
 * with cleaned headers (lib/auth/session-headers.ts) rather than `auth()` on the raw ones. Null when there is none
 * or it cannot be read.
 */
export async function currentSession(): Promise<Session | null> {
  const req = { headers: sessionHeaders(await headers()) };
  // next-auth's "API route" form: it reads only req.headers and may append a refreshed cookie to res.headers,
  // which is dropped here as auth() without arguments drops it.
  const res = { headers: new Headers() };
  const read = auth as unknown as (req: { headers: Headers }, res: { headers: Headers }) => Promise<Session | null>;
  return read(req, res).catch(() => null);
}
