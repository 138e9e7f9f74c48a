import { dependencyConflict, type Booked } from '../booking/dependencies';
import { mixingError } from './mixing';
import type { Cart, CartItem, CartResult, ProductType } from './types';

export { mixingError };

const sameSlot = (a: CartItem, b: CartItem) =>
  !!a.facility &&
  !!b.facility &&
  a.facility.facilityId === b.facility.facilityId &&
  a.facility.date === b.facility.date &&
  a.facility.start === b.facility.start;

const booked = (i: CartItem): Booked | null =>
  i.facility && !i.isAddon
    ? { productId: i.productId, date: i.facility.date, start: i.facility.start, end: i.facility.end, dependencies: i.facility.dependencies }
    : null;

/**
 * Add a booking's ticket lines (one group). spec §4: a second facility product at the same slot and facility is
 * rejected unless the facility is per-capacity; per-capacity additions of the same product raise the quantity and
 * append customers. spec §5 dependencies are checked against what the cart already holds.
 */
export function addTickets(cart: Cart, lines: CartItem[]): CartResult {
  // Spec §8: with no venue id in the config, a facility booking answers 'Invalid Config'.
  if (lines.some((l) => !l.venueId)) return { ok: false, error: { key: 'invalidConfig' } };
  let items = [...cart.items];
  for (const line of lines) {
    const mix = mixingError({ items }, line.productType);
    if (mix) return { ok: false, error: mix };
    if (!line.facility) {
      items.push(line);
      continue;
    }
    const candidate = booked(line);
    const held = items.map(booked).filter((b): b is Booked => !!b);
    if (candidate && dependencyConflict(candidate, held)) return { ok: false, error: { key: 'dependencyConflict' } };
    const atSlot = items.filter((i) => !i.isAddon && sameSlot(i, line));
    if (atSlot.length && !line.facility.capacityBased && !lines.some((l) => atSlot.includes(l))) return { ok: false, error: { key: 'productInCart' } };
    const same = atSlot.find((i) => i.productId === line.productId);
    if (same && line.facility.capacityBased) {
      items = items.map((i) => (i === same ? { ...i, quantity: i.quantity + line.quantity, customers: [...i.customers, ...line.customers] } : i));
    } else if (same) return { ok: false, error: { key: 'productInCart' } };
    else items.push(line);
  }
  return { ok: true, cart: { ...cart, items } };
}

/** spec §4: add-ons need a facility ticket first (spec §8 'addTicketFirst'). They join the ticket's group. */
export function addAddon(cart: Cart, addon: CartItem): CartResult {
  const ticket = cart.items.find((i) => i.productType === 'facility' && !i.isAddon && i.groupKey === addon.groupKey);
  if (!ticket) return { ok: false, error: { key: 'addTicketFirst' } };
  const existing = cart.items.find((i) => i.isAddon && i.groupKey === addon.groupKey && i.productId === addon.productId);
  const items = existing
    ? cart.items.map((i) => (i === existing ? { ...i, quantity: Math.min(i.quantity + addon.quantity, addon.maxQuantity ?? Infinity) } : i))
    : [...cart.items, { ...addon, isAddon: true }];
  return { ok: true, cart: { ...cart, items } };
}

/** spec §4: removing an item removes its group; the facility lines removed are the reservations to release. */
export function removeGroup(cart: Cart, key: string): { cart: Cart; removed: CartItem[] } {
  const target = cart.items.find((i) => i.key === key);
  if (!target) return { cart, removed: [] };
  // Removing an add-on alone keeps its ticket; removing a ticket takes the whole group with it.
  const drop = target.isAddon ? (i: CartItem) => i.key === key : (i: CartItem) => i.groupKey === target.groupKey;
  return { cart: { ...cart, items: cart.items.filter((i) => !drop(i)) }, removed: cart.items.filter(drop) };
}

export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  return {
    ...cart,
    items: cart.items.map((i) => (i.key === key ? { ...i, quantity: Math.max(1, Math.min(Math.floor(quantity), i.maxQuantity ?? Infinity)) } : i)),
  };
}

/** The cart's money figures live in ./totals (fils, issue 23); re-exported for the cart's callers. */
export { cartTotals, lineTotal, linePayable, lineVat } from './totals';

/** spec §2 cart page: lines grouped by product type, in the order of the spec's bundle (§3). */
export const TYPE_ORDER: readonly ProductType[] = ['facility', 'event', 'membership', 'academy', 'trainer', 'offer', 'pos'];

export function groupByType(cart: Cart): Array<{ type: ProductType; items: CartItem[] }> {
  return TYPE_ORDER.map((type) => ({ type, items: cart.items.filter((i) => i.productType === type) })).filter((g) => g.items.length > 0);
}

/** Facility booking groups (a ticket with its add-ons, spec §4 group key), for the add-on cards. */
export function facilityGroups(cart: Cart): Array<{ groupKey: string; tickets: CartItem[]; addons: CartItem[] }> {
  const keys = [...new Set(cart.items.filter((i) => i.productType === 'facility' && !i.isAddon && i.facility).map((i) => i.groupKey))];
  return keys.map((groupKey) => ({
    groupKey,
    tickets: cart.items.filter((i) => i.groupKey === groupKey && !i.isAddon && i.productType === 'facility'),
    addons: cart.items.filter((i) => i.groupKey === groupKey && i.isAddon),
  }));
}

/** Quantity bounds of a line in the cart (spec §4/§5): add-ons 1…stock, per-capacity tickets 1…, others fixed. */
export function quantityBounds(i: CartItem): { min: number; max: number } | null {
  if (i.isAddon) return { min: 1, max: i.maxQuantity ?? 100 };
  if (i.facility?.capacityBased) return { min: 1, max: i.maxQuantity ?? 999 };
  if (i.productType === 'event' || i.productType === 'pos' || i.productType === 'offer') return { min: 1, max: i.maxQuantity ?? 99 };
  return null;
}

/** Quantity of a product the cart holds at one facility slot (input of the capacity rule, spec §5). */
export function quantityAtSlot(cart: Cart, facilityId: number, productId: number, date: string, start: string): number {
  return cart.items
    .filter((i) => !i.isAddon && i.productId === productId && i.facility?.facilityId === facilityId && i.facility.date === date && i.facility.start === start)
    .reduce((n, i) => n + i.quantity, 0);
}
