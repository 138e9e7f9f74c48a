import { createHash } from 'node:crypto';
import { sharedStore, type KeyValueStore } from '../redis/shared-store';
import { rateLimits } from './limiter';
import { requestKeys, tooMany } from './request';

/**
 * The order endpoint's limit (issue 26): a script placing orders is stopped, a customer who presses Pay five times is
 * not. Only an idempotency key's first request counts: its repeats (double clicks, a second tab, a retried request)
 * are answered by the checkout's own idempotency (lib/checkout/idempotency.ts) and cost nothing here. Which keys were
 * counted is kept in the shared store (every instance; this one's memory while Redis is away) for a day.
 */
const COUNTED_TTL_MS = 24 * 60 * 60_000;
let counted: KeyValueStore<1> | null = null;

/** The 429 to answer, else null. `bearer` is the session's token (the account); `key` the idempotency key. */
export async function limitOrder(headers: Headers, bearer: string, key: string, locale?: unknown): Promise<Response | null> {
  if (!rateLimits().enabled) return null;
  counted ??= sharedStore<1>('rate-limit-orders');
  const account = createHash('sha256').update(bearer).digest('base64url').slice(0, 22);
  // claim: true for the first request with this key (per venue and account), false for every repeat.
  const id = `${headers.get('host')} ${account} ${key}`;
  if (!(await counted.claim(id, COUNTED_TTL_MS))) return null;
  const v = await rateLimits().consume('order', requestKeys(headers, 'order', account));
  if (v.ok) return null;
  // Refused, so never placed: a repeat of this key is a new try and counts again (else repeats would slip through).
  await counted.release(id);
  return tooMany(v, headers, locale);
}
