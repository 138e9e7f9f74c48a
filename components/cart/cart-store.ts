'use client';
import { readCart, writeCart, type StoredCart } from '@/lib/cart/storage';
import type { CartItem } from '@/lib/cart/types';

/** The browser side of the cart: this tab's session storage and the provider's holds (cart/sync, spec §7). */
export const loadCart = (host: string): StoredCart => readCart(sessionStorage, host);
export const saveCart = (host: string, cart: StoredCart) => writeCart(sessionStorage, host, cart, window);

/** The typed cart client (lib/api/cart.ts), loaded with the first hold: its schemas stay out of the page's first load. */
const cartApi = () => import('@/lib/api/cart');

/**
 * Hold the places of facility lines; answers the hold's end as the provider gives it (spec §7 cart/sync,
 * `holdEnd`), or throws the provider's refusal (spec §8) so nothing is added.
 */
export const reserve = async (items: CartItem[], quantity?: (i: CartItem) => number): Promise<number> => (await cartApi()).reserve(items, quantity);

/** Release holds (spec §4: removing an item releases its reserved facility items). Best effort: holds expire anyway. */
export const release = async (items: CartItem[], quantity?: (i: CartItem) => number): Promise<void> => (await cartApi()).release(items, quantity);
