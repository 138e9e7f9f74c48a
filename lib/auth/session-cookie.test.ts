import { describe, expect, it } from 'vitest';
import { hasSessionCookie, hasSignedInHint, SIGNED_IN_HINT_COOKIE, signedInHintCookie } from './session-cookie';
import { missingSignedInHint } from './signed-in-hint-cookie.mjs';

describe('the islands signed-in hint (issue 27; the session itself stays in the httpOnly cookie, DESIGN §3)', () => {
  it('is found in a cookie header or document.cookie wherever it stands, and only under its own name', () => {
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSignedInHint(`lang=ar; ${SIGNED_IN_HINT_COOKIE}=1; text_size=large`)).toBe(true);
    expect(hasSignedInHint('lang=ar;signed_in=1')).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('lang=ar; not_signed_in=1; signed_in_x=1')).toBe(false);
    expect(hasSignedInHint('authjs.session-token=abc')).toBe(false);
  });

  it('is readable by page JavaScript, lives as long as the session (spec §9: 12 hours) and is Secure behind HTTPS', () => {
    const c = signedInHintCookie(12 * 60 * 60, true);
    expect(c).toEqual({ name: 'signed_in', value: '1', options: { path: '/', maxAge: 43_200, sameSite: 'lax', httpOnly: false, secure: true } });
    expect(signedInHintCookie(60, false).options.secure).toBe(false);
  });

  it('is given back by server.mjs to a session that lacks it (older than the hint, or deleted), and only then', () => {
    expect(missingSignedInHint('lang=en; authjs.session-token=abc', false)).toBe('signed_in=1; Path=/; SameSite=Lax');
    expect(missingSignedInHint('__Secure-authjs.session-token.0=a; __Secure-authjs.session-token.1=b', true)).toBe('signed_in=1; Path=/; SameSite=Lax; Secure');
    expect(missingSignedInHint('authjs.session-token=abc; signed_in=1', false)).toBeNull();
    expect(missingSignedInHint('lang=en; signed_in=1', false)).toBeNull();
    expect(missingSignedInHint('lang=en; authjs.session-token-x=1; xauthjs.session-token=1', false)).toBeNull();
    expect(missingSignedInHint(undefined, false)).toBeNull();
    expect(missingSignedInHint('', false)).toBeNull();
  });

  it('is not taken for a session cookie', () => {
    expect(hasSessionCookie([SIGNED_IN_HINT_COOKIE])).toBe(false);
    expect(hasSessionCookie(['authjs.session-token.0'])).toBe(true);
  });
});
