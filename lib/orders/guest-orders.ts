import 'server-only';
import { authSecret } from '@/lib/auth/secret';
import { sharedStore } from '@/lib/redis/shared-store';
import { guestIndexKey, withOrder } from './grant';

/**
 * "Find my order" for guests (issue 24 item 4; docs/decisions.md "A guest finds their orders again"): the provider
 * reads an order by its token only and lists orders only to the customer's own bearer, and a guest is a new
 * anonymous customer at every guest login, so it cannot look a guest's orders up by email. The storefront remembers
 * the tokens of the orders a guest places under a keyed hash of the venue and the email (no email is kept), in the
 * shared store (Redis with REDIS_URL, else this instance's memory), for as long as a grant lasts.
 */
const TTL_MS = 90 * 24 * 60 * 60 * 1000;
// One store per process: the checkout route that writes and the server action that reads are bundled apart, and
// each bundle would otherwise hold its own memory store.
const KEY = Symbol.for('storefront.guest-orders');
const slot = globalThis as { [KEY]?: ReturnType<typeof sharedStore<string[]>> };
const store = (slot[KEY] ??= sharedStore<string[]>('guest-orders'));

export async function rememberGuestOrder(host: string, email: string, token: string): Promise<void> {
  const secret = authSecret();
  if (!secret || !email.includes('@')) return;
  const key = guestIndexKey(secret, host, email);
  await store.set(key, withOrder(await store.get(key), token), TTL_MS);
}

export async function guestOrderTokens(host: string, email: string): Promise<string[]> {
  const secret = authSecret();
  if (!secret) return [];
  return (await store.get(guestIndexKey(secret, host, email))) ?? [];
}
