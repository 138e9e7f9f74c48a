import type { Cart, CartError, CartItem, ProductType } from './types';

/**
 * spec §4 cart rules, §8 'Cart Error': membership is never mixed with other product types, in either direction.
 * Its own module (re-exported by ./rules) so the catalogue's add-to-cart islands get it without the facility rules.
 */
export function mixingError(cart: Cart, type: ProductType): CartError | null {
  if (!cart.items.length) return null;
  const hasMembership = cart.items.some((i) => i.productType === 'membership');
  if (type === 'membership' && cart.items.some((i) => i.productType !== 'membership')) return { key: 'membershipWithOthers' };
  if (type !== 'membership' && hasMembership) return { key: 'othersWithMembership' };
  return null;
}

/** The outlets of the cart's outlet products (retail products without an outlet belong to none). */
const outletsOf = (items: readonly CartItem[]) => new Set(items.filter((i) => i.productType === 'pos' && i.pos?.outletId != null).map((i) => i.pos!.outletId));

/** spec §4 cart rules: "POS items must come from one outlet". True when the cart holds products of two or more. */
export function outletsMixed(items: readonly CartItem[]): boolean {
  return outletsOf(items).size > 1;
}

/**
 * spec §4 cart rules, §4 cart warning: an outlet product of another outlet than the one the cart already holds is
 * not added; the add-to-cart island opens the cart warning (Clear Cart / View Cart) instead of 'Added to cart'.
 */
export function outletError(cart: Cart, line: Pick<CartItem, 'productType' | 'pos'>): CartError | null {
  if (line.productType !== 'pos' || line.pos?.outletId == null) return null;
  const held = outletsOf(cart.items);
  return held.size && !held.has(line.pos.outletId) ? { key: 'otherOutlet' } : null;
}
