import type { Cart, CartItem } from './types';

/**
 * Facility holds (spec §7 cart/sync: the provider keeps a session's places for a while, 15 minutes at the sandbox).
 * The hold's end is the provider's: cart/sync answers `data.expires_at`, and the cart counts that down and
 * re-reserves expired holds before the order (an expired hold says so and offers to re-reserve).
 */
export const HOLD_MS = 15 * 60_000;

/** A provider's hold longer than this is not believed (a wrong clock or field): the usual length is kept. */
const MAX_HOLD_MS = 24 * 60 * 60_000;

/**
 * The end of a hold (epoch ms) from the cart/sync answer `{ data: { expires_at } }`. A provider that does not say
 * (the spec lists no answer for cart/sync), or says something unreadable or out of bounds, gets the usual 15 minutes
 * from `now`.
 */
export function holdEnd(answer: unknown, now: number): number {
  const data = (answer as { data?: { expires_at?: unknown } | null } | null)?.data;
  const at = typeof data?.expires_at === 'string' ? Date.parse(data.expires_at) : NaN;
  return Number.isFinite(at) && at > now - 60_000 && at <= now + MAX_HOLD_MS ? at : now + HOLD_MS;
}

/** Lines that hold places at the provider: facility tickets (add-ons hold nothing). */
export const holdsPlaces = (i: CartItem): boolean => i.productType === 'facility' && !!i.facility && !i.isAddon;

/** Stamps the provider's hold end (`holdEnd`) on held lines that have none yet (they were just reserved). */
export function stampHolds(cart: Cart, until: number): Cart {
  if (!cart.items.some((i) => holdsPlaces(i) && typeof i.heldUntil !== 'number')) return cart;
  return { ...cart, items: cart.items.map((i) => (holdsPlaces(i) && typeof i.heldUntil !== 'number' ? { ...i, heldUntil: until } : i)) };
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

/** After a successful re-reservation: the lines' hold ends where the provider said (`holdEnd`). */
export function renewHolds(cart: Cart, keys: ReadonlySet<string>, until: number): Cart {
  return { ...cart, items: cart.items.map((i) => (keys.has(i.key) ? { ...i, heldUntil: until } : i)) };
}

/** mm:ss for the countdown (Latin digits in both languages, as every figure of the storefront). */
export function clock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
