import { CART_EVENT, cartStorageKey } from './storage-key';
import type { Cart, CartItem } from './types';

/**
 * spec §4: cart tickets persist in session storage (per tab, per origin), under cartStorageKey(host), as
 * `{ items, promotion, orderNotes, outletWarning, pendingOrder }` (the header badge reads `items`). Anything
 * unreadable is an empty cart, never an error. Prices stored here are only shown: the provider prices the order.
 */
export interface StoredCart extends Cart {
  /** A card payment under way (the browser went to the payment page): its order token and when it started. */
  pendingOrder?: { token: string; at: number } | null;
}

const MAX_NOTES = 1000;

export function readCart(storage: Pick<Storage, 'getItem'>, host: string): StoredCart {
  try {
    const raw = storage.getItem(cartStorageKey(host));
    if (!raw) return { items: [] };
    const v = JSON.parse(raw) as Record<string, unknown>;
    // Every object counts (the header badge, guest login and the guest reset read the same cart); a line written
    // without a key gets one from its place so the cart page can still address it.
    const lines = Array.isArray(v.items) ? v.items.filter((i): i is CartItem => !!i && typeof i === 'object') : [];
    const items = lines.map((i, n) => (typeof i.key === 'string' ? i : { ...i, key: `line-${n}` }));
    const cart: StoredCart = { items };
    const p = v.promotion as { code?: unknown; type?: unknown } | null | undefined;
    if (p && typeof p.code === 'string' && (p.type === 'promo' || p.type === 'memberships')) cart.promotion = { code: p.code.slice(0, 40), type: p.type };
    if (typeof v.orderNotes === 'string') cart.orderNotes = v.orderNotes.slice(0, MAX_NOTES);
    if (v.outletWarning === true) cart.outletWarning = true;
    const po = v.pendingOrder as { token?: unknown; at?: unknown } | null | undefined;
    if (po && typeof po.token === 'string' && typeof po.at === 'number') cart.pendingOrder = { token: po.token.slice(0, 100), at: po.at };
    return cart;
  } catch {
    return { items: [] };
  }
}

/** spec §4: "When the cart empties it is emptied fully": no promotion, notes or flags outlive the last line. */
export function writeCart(storage: Pick<Storage, 'setItem' | 'removeItem'>, host: string, cart: StoredCart, target?: Pick<Window, 'dispatchEvent'>): void {
  if (cart.items.length) {
    const { items, promotion, orderNotes, outletWarning, pendingOrder } = cart;
    storage.setItem(cartStorageKey(host), JSON.stringify({ items, promotion: promotion ?? null, orderNotes: orderNotes ?? '', outletWarning: !!outletWarning, pendingOrder: pendingOrder ?? null }));
  } else storage.removeItem(cartStorageKey(host));
  target?.dispatchEvent(new Event(CART_EVENT));
}

/** A random key for a booking group or a line (spec §4 "one shared random group key"). */
export function randomKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
}
