import { CART_EVENT, cartStorageKey } from './storage-key';
import type { Cart, CartItem } from './types';

/**
 * spec §4: cart tickets persist in session storage (per tab, per origin), as `{ items }` under cartStorageKey(host),
 * which the header badge reads. Anything unreadable is an empty cart, never an error.
 */
export function readCart(storage: Pick<Storage, 'getItem'>, host: string): Cart {
  try {
    const raw = storage.getItem(cartStorageKey(host));
    if (!raw) return { items: [] };
    const items = (JSON.parse(raw) as { items?: unknown }).items;
    if (!Array.isArray(items)) return { items: [] };
    // Every object counts (the header badge, guest login and the guest reset read the same cart); a line written
    // without a key gets one from its place so the cart page can still address it.
    const lines = items.filter((i): i is CartItem => !!i && typeof i === 'object');
    return { items: lines.map((i, n) => (typeof i.key === 'string' ? i : { ...i, key: `line-${n}` })) };
  } catch {
    return { items: [] };
  }
}

export function writeCart(storage: Pick<Storage, 'setItem' | 'removeItem'>, host: string, cart: Cart, target?: Pick<Window, 'dispatchEvent'>): void {
  if (cart.items.length) storage.setItem(cartStorageKey(host), JSON.stringify({ items: cart.items }));
  else storage.removeItem(cartStorageKey(host));
  target?.dispatchEvent(new Event(CART_EVENT));
}

/** A random key for a booking group or a line (spec §4 "one shared random group key"). */
export function randomKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
}
