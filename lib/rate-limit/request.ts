import { createHash } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER } from './client-address.mjs';
import { rateLimits, type Keys, type Verdict } from './limiter';
import type { RuleName } from './config';
import { tooManyMessage, visitorLocale } from './words';

/**
 * What guarded endpoints call (issue 26): the keys of a request, and the 429 answer. The client address is the one
 * server.mjs decided (client-address.mjs); a request that did not pass through it (plain `next start`) counts as
 * one address, `local`.
 */
export function clientIp(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || 'local';
}

/** An account's key: the venue and what identifies the customer there, hashed (no email or number kept in Redis). */
export function accountKey(host: string | null | undefined, ...parts: Array<string | null | undefined>): string | null {
  const id = parts.map((p) => String(p ?? '').trim().toLowerCase()).filter(Boolean).join('|');
  if (!id) return null;
  return createHash('sha256').update(`${(host ?? '').toLowerCase()}\n${id}`).digest('base64url').slice(0, 24);
}

export function requestKeys(headers: Headers, ...account: Array<string | null | undefined>): Keys {
  return { ip: clientIp(headers), account: accountKey(headers.get('host'), ...account) };
}

/** The JSON 429 with Retry-After and the visitor's words (`status`/`message` as provider answers, `code` as ours). */
export function tooMany(verdict: Extract<Verdict, { ok: false }>, headers: Headers, locale?: unknown): Response {
  const message = tooManyMessage(visitorLocale(headers, locale), verdict.retryAfterS);
  return new Response(JSON.stringify({ status: false, ok: false, code: 'rate_limited', message, retryAfter: verdict.retryAfterS }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(verdict.retryAfterS), 'cache-control': 'private, no-store' },
  });
}

/** Counts the request under `rule`; the 429 to answer when it is over, else null. */
export async function limitRequest(rule: RuleName, headers: Headers, account: Array<string | null | undefined>, locale?: unknown): Promise<Response | null> {
  const v = await rateLimits().consume(rule, requestKeys(headers, ...account));
  return v.ok ? null : tooMany(v, headers, locale);
}
