export const SESSION_COOKIE_NAMES: string[];
export function hasSessionCookie(names: Iterable<string>): boolean;
export const SIGNED_IN_HINT_COOKIE: 'signed_in';
export function hasSignedInHint(cookieHeader: string): boolean;
export function missingSignedInHint(cookieHeader: string | undefined, secure: boolean): string | null;
