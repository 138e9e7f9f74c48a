import 'server-only';
import { cookies } from 'next/headers';
import { requestOrigin } from './context';
import { SESSION_MAX_AGE_SECONDS } from './secret';
import { SIGNED_IN_HINT_COOKIE, signedInHintCookie } from './session-cookie';

/**
 * Keeps the islands' signed-in hint (lib/auth/session-cookie.ts) beside the session cookie, from next-auth's sign-in
 * and sign-out events: they run in the login forms' server actions and in next-auth's own route alike, where the
 * cookies set through next/headers go out with the answer. server.mjs gives it back to a session that has none (one
 * older than the hint, a hint the visitor deleted); /api/session clears one that outlived its session.
 */
export async function keepSignedInHint(signedIn: boolean): Promise<void> {
  const jar = await cookies();
  if (!signedIn) {
    jar.delete(SIGNED_IN_HINT_COOKIE);
    return;
  }
  const { name, value, options } = signedInHintCookie(SESSION_MAX_AGE_SECONDS, (await requestOrigin()).startsWith('https:'));
  jar.set(name, value, options);
}
