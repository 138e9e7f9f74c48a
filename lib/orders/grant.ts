import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Who may see an order's names and entrance codes (issue 24 item 4, "Orders are personal"): the browser session that
 * placed it, or that proved control of its email with a one-time code, holds a grant: an httpOnly cookie named after
 * the order (a hash of its token, never the token) whose value is an HMAC of the venue's host and the token with the
 * app secret. Nothing here reads the provider: a forged or guessed token simply has no valid grant. Pure functions
 * (node:crypto only) so the rules are unit-tested.
 */
export const GRANT_PREFIX = 'order-';
/** How long a browser keeps its orders open without signing in (the guest's own phone, at the gate weeks later). */
export const GRANT_MAX_AGE_S = 90 * 24 * 60 * 60;
/** A browser holds at most this many grants (older ones are simply dropped by the browser's cookie limits). */
export const MAX_FOUND_ORDERS = 20;

const norm = (host: string) => host.trim().toLowerCase();

/** The cookie's name for one order: opaque, so the cookie jar lists no order address. */
export function grantName(token: string): string {
  return GRANT_PREFIX + createHash('sha256').update(`grant-name\n${token}`).digest('base64url').slice(0, 16);
}

/** The cookie's value: only the server, with the app secret, can make it; it is good for this venue and order only. */
export function grantValue(secret: string, host: string, token: string): string {
  return createHmac('sha256', secret).update(`order-grant\n${norm(host)}\n${token}`).digest('base64url');
}

/** True when `value` is this order's grant on this venue (constant-time compare; no secret: nobody holds a grant). */
export function isGrant(secret: string | undefined, host: string | null, token: string, value: string | undefined): boolean {
  if (!secret || !host || !value) return false;
  const want = Buffer.from(grantValue(secret, host, token));
  const got = Buffer.from(value);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** Emails compare without regard to case or surrounding spaces (the provider stores what the payer typed). */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = (a ?? '').trim().toLowerCase();
  return x.length > 0 && x === (b ?? '').trim().toLowerCase();
}

/** The key under which a guest's orders are remembered for "Find my order": keyed hash, no email kept. */
export function guestIndexKey(secret: string, host: string, email: string): string {
  return createHmac('sha256', secret).update(`guest-orders\n${norm(host)}\n${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);
}

/** The remembered tokens with a new one first, no repeats, at most MAX_FOUND_ORDERS. */
export function withOrder(tokens: readonly string[] | undefined, token: string): string[] {
  return [token, ...(tokens ?? []).filter((t) => t !== token)].slice(0, MAX_FOUND_ORDERS);
}
