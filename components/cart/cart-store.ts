'use client';
import { api } from '@/lib/api/client';
import { readCart, writeCart, type StoredCart } from '@/lib/cart/storage';
import { syncProducts } from '@/lib/cart/rules';
import { holdEnd } from '@/lib/cart/holds';
import type { CartItem } from '@/lib/cart/types';

/** The browser side of the cart: this tab's session storage and the provider's holds (cart/sync, spec §7). */
export const loadCart = (host: string): StoredCart => readCart(sessionStorage, host);
export const saveCart = (host: string, cart: StoredCart) => writeCart(sessionStorage, host, cart, window);

/**
 * Hold the places of facility lines; answers the hold's end as the provider gives it (spec §7 cart/sync,
 * `holdEnd`), or throws the provider's refusal (spec §8) so nothing is added.
 */
export async function reserve(items: CartItem[], quantity?: (i: CartItem) => number): Promise<number> {
  const products = syncProducts(items, quantity);
  if (!products.length) return holdEnd(null, Date.now());
  return holdEnd(await api.post('cart/sync', { body: { products } }), Date.now());
}

/** Release holds (spec §4: removing an item releases its reserved facility items). Best effort: holds expire anyway. */
export async function release(items: CartItem[], quantity?: (i: CartItem) => number): Promise<void> {
  await Promise.all(
    syncProducts(items, quantity).map((p) => api.delete('cart/sync', { body: p }).catch(() => undefined)),
  );
}
