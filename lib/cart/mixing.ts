import type { Cart, CartError, ProductType } from './types';

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
