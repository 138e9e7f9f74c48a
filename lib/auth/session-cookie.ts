import { SIGNED_IN_HINT_COOKIE } from './signed-in-hint-cookie.mjs';

// The session cookie's names and the islands' signed-in hint live in plain JavaScript: server.mjs reads them too.
export { SESSION_COOKIE_NAMES, hasSessionCookie, SIGNED_IN_HINT_COOKIE, hasSignedInHint } from './signed-in-hint-cookie.mjs';

/** The visitor's chosen language, remembered for arrivals without ?lang= (spec §2). */
export const LOCALE_COOKIE = 'lang';

/**
 * Where a single sign-on started: the sign-on service sends the browser back to /login without our query (issue 16
 * §10), so the language goes in LOCALE_COOKIE and the page to return to in this short-lived cookie.
 */
export const SSO_NEXT_COOKIE = 'sso_next';
export const SSO_NEXT_MAX_AGE_SECONDS = 600;

/** The islands' signed-in hint (./signed-in-hint-cookie.mjs) as the server sets it at sign-in: as long as the session. */
export function signedInHintCookie(maxAgeSeconds: number, secure: boolean) {
  return { name: SIGNED_IN_HINT_COOKIE, value: '1', options: { path: '/', maxAge: maxAgeSeconds, sameSite: 'lax' as const, httpOnly: false, secure } };
}
