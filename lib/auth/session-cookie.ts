/** Cookie names of the next-auth session (plain and Secure-prefixed, possibly chunked). */
export const SESSION_COOKIE_NAMES = ['authjs.session-token', '__Secure-authjs.session-token'];

export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const n of names) if (SESSION_COOKIE_NAMES.some((base) => n === base || n.startsWith(`${base}.`))) return true;
  return false;
}

/** The visitor's chosen language, remembered for arrivals without ?lang= (spec §2). */
export const LOCALE_COOKIE = 'lang';

/**
 * Where a single sign-on started: the sign-on service sends the browser back to /login without our query (issue 16
 * §10), so the language goes in LOCALE_COOKIE and the page to return to in this short-lived cookie.
 */
export const SSO_NEXT_COOKIE = 'sso_next';
export const SSO_NEXT_MAX_AGE_SECONDS = 600;

import { SIGNED_IN_HINT_COOKIE } from './signed-in-hint-cookie.mjs';

export { SIGNED_IN_HINT_COOKIE, hasSignedInHint } from './signed-in-hint-cookie.mjs';

/** The islands' signed-in hint (./signed-in-hint-cookie.mjs) as the server sets it at sign-in: as long as the session. */
export function signedInHintCookie(maxAgeSeconds: number, secure: boolean) {
  return { name: SIGNED_IN_HINT_COOKIE, value: '1', options: { path: '/', maxAge: maxAgeSeconds, sameSite: 'lax' as const, httpOnly: false, secure } };
}
