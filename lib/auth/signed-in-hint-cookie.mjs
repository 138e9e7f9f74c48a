/**
 * Whether this browser holds a session, for the islands only (issue 27): `signed_in=1`, set beside the session cookie
 * at sign-in with the same lifetime and cleared at sign-out (lib/auth/signed-in-hint.ts, next-auth's events). It is
 * no credential (the server trusts only the encrypted session cookie, which page JavaScript cannot read): without it
 * a public page's islands know nobody is signed in without loading the session cache and asking /api/session on
 * every page view (lib/api/session.ts). Plain JavaScript, with the session cookie's names:
 * server.mjs restores the hint too.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** Cookie names of the next-auth session (plain and Secure-prefixed, possibly chunked). */
export const SESSION_COOKIE_NAMES = ['authjs.session-token', '__Secure-authjs.session-token'];

export function hasSessionCookie(names) {
  for (const n of names) if (SESSION_COOKIE_NAMES.some((base) => n === base || n.startsWith(`${base}.`))) return true;
  return false;
}

const names = (cookieHeader) => cookieHeader.split(';').map((c) => c.trim().split('=', 1)[0]);

/** True when a cookie header or `document.cookie` carries the hint. */
export function hasSignedInHint(cookieHeader) {
  return names(cookieHeader).includes(SIGNED_IN_HINT_COOKIE);
}

/**
 * The Set-Cookie that gives a session its missing hint (a session older than the hint, a hint the visitor deleted),
 * or null. It lasts as long as the browser session: the session cookie's own expiry is not in the request, and a hint
 * outliving its session only costs one /api/session answer, which clears it.
 */
export function missingSignedInHint(cookieHeader, secure) {
  if (!cookieHeader) return null;
  const all = names(cookieHeader);
  if (all.includes(SIGNED_IN_HINT_COOKIE) || !hasSessionCookie(all)) return null;
  return `${SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
