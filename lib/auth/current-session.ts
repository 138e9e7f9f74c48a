import 'server-only';
import type { Session } from 'next-auth';
import { SESSION_MAX_AGE_SECONDS } from './secret';
import { sessionToken } from './session-token';

/**
 * The session of the request being served (pages, route handlers), as next-auth's `session` callback shapes it
 * (lib/auth/auth.ts: the three flags, never the bearer), from the session cookie decoded once
 * (lib/auth/session-token.ts). Null when there is none or it cannot be read. `auth()` is not used here: it decoded the
 * cookie and encrypted a refreshed one on every call, which a page cannot set anyway.
 */
export async function currentSession(): Promise<Session | null> {
  const token = await sessionToken().catch(() => null);
  if (!token) return null;
  return {
    expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
    user: token.who && token.bearer ? { ...token.who } : undefined,
  } as unknown as Session;
}
