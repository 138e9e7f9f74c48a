import type { Cart, CartItem } from './types';

/**
 * Facility holds (spec §7 cart/sync: the provider keeps a session's places for 15 minutes). The cart counts each
 * hold down and re-reserves expired ones before the order (an expired hold says so and offers to re-reserve).
 */
export const HOLD_MS = 15 * 60_000;

/** Lines that hold places at the provider: facility tickets (add-ons hold nothing). */
export const holdsPlaces = (i: CartItem): boolean => i.productType === 'facility' && !!i.facility && !i.isAddon;

/** Stamps the hold end on held lines that have none yet (they were reserved just before being stored). */
export function stampHolds(cart: Cart, now: number): Cart {
  if (!cart.items.some((i) => holdsPlaces(i) && typeof i.heldUntil !== 'number')) return cart;
  return { ...cart, items: cart.items.map((i) => (holdsPlaces(i) && typeof i.heldUntil !== 'number' ? { ...i, heldUntil: now + HOLD_MS } : i)) };
}

/** Milliseconds left on a line's hold (0 when expired); null for lines that hold nothing. */
export function holdLeft(i: CartItem, now: number): number | null {
  if (!holdsPlaces(i) || typeof i.heldUntil !== 'number') return null;
  return Math.max(0, i.heldUntil - now);
}

/** Lines whose hold ended (or ends within `marginMs`): they must be reserved again before the order. */
export function expiredHolds(cart: Cart, now: number, marginMs = 0): CartItem[] {
  return cart.items.filter((i) => holdsPlaces(i) && typeof i.heldUntil === 'number' && i.heldUntil - marginMs <= now);
}

/** After a successful re-reservation. */
export function renewHolds(cart: Cart, keys: ReadonlySet<string>, now: number): Cart {
  return { ...cart, items: cart.items.map((i) => (keys.has(i.key) ? { ...i, heldUntil: now + HOLD_MS } : i)) };
}

/** mm:ss for the countdown (Latin digits in both languages, as every figure of the storefront). */
export function clock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
