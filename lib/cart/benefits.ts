import type { z } from 'zod';
import type { benefitsVerifyRequestSchema, benefitsVerifyResponseSchema } from '../provider/commerce';
import type { Cart, CartItem } from './types';

/**
 * Promo codes and member card benefits (spec §3 promotion, §4 'Clearing the promo removes discounts', §7
 * benefits/verify). One benefits/verify product per cart line; `indexes` name the cart lines it stands for.
 */
export type BenefitsRequest = z.input<typeof benefitsVerifyRequestSchema>;
export type BenefitsAnswer = z.output<typeof benefitsVerifyResponseSchema>['data'];

const parentOf = (items: readonly CartItem[], addon: CartItem): number | null =>
  items.find((i) => !i.isAddon && i.groupKey === addon.groupKey && i.productType === 'facility')?.productId ?? null;

function lineDate(i: CartItem): { date: string | null; start: string | null } {
  if (i.facility) return { date: i.facility.date, start: i.facility.start };
  if (i.event) return { date: i.event.date, start: i.event.start };
  if (i.membership) return { date: i.membership.startDate, start: null };
  if (i.academy) return { date: i.academy.startDate, start: null };
  return { date: null, start: null };
}

/** spec §7 benefits/verify request: a promo code or a member card number, never both. */
export function benefitsRequest(cart: Cart, by: { promotionCode: string } | { cardNumber: string }, mobile?: string | null): BenefitsRequest {
  const products = cart.items.map((i, index) => {
    const when = lineDate(i);
    // An add-on's date is its ticket's.
    const parent = i.isAddon ? cart.items.find((p) => !p.isAddon && p.groupKey === i.groupKey && p.facility) : undefined;
    const at = parent ? lineDate(parent) : when;
    return {
      quantity: i.quantity,
      venue_id: i.venueId,
      price: i.price,
      tax: i.taxAmount,
      date: at.date,
      start_time: at.start,
      ids: { product_id: i.productId, product_type: i.productType },
      isAddon: i.isAddon ? (1 as const) : (0 as const),
      parent_product_id: i.isAddon ? parentOf(cart.items, i) : null,
      indexes: [index],
    };
  });
  return {
    products,
    mobile: mobile ?? null,
    ...('promotionCode' in by ? { promotion_code: by.promotionCode.trim() } : { card_number: by.cardNumber.trim() }),
  };
}

/**
 * Applies the answer: each line named by `indexes` gets its discount (price, tax and total after the discount, for
 * the whole line); lines the answer does not name lose any earlier discount. The request was built from `sent`;
 * if the cart changed since (a line removed, a quantity changed), the answer is stale and nothing is applied.
 */
export function applyBenefits(cart: Cart, sent: Cart, answer: BenefitsAnswer): Cart {
  if (!sameLines(cart, sent)) return cart;
  const code = answer.promotion_code ?? '';
  const byIndex = new Map<number, BenefitsAnswer['products'][number]>();
  for (const p of answer.products) for (const ix of p.indexes) byIndex.set(ix, p);
  const items = cart.items.map((i, index) => {
    const d = byIndex.get(index);
    const { discount: _old, ...rest } = i;
    return d ? { ...rest, discount: { code, type: answer.type, price: d.discount_price, tax: d.discount_tax, total: d.discount_total } } : rest;
  });
  return { ...cart, items, promotion: { code, type: answer.type } };
}

/** spec §4: clearing the promo removes the discounts. */
export function clearBenefits(cart: Cart): Cart {
  return { ...cart, items: cart.items.map(({ discount: _d, ...rest }) => rest), promotion: null };
}

function sameLines(a: Cart, b: Cart): boolean {
  return a.items.length === b.items.length && a.items.every((i, ix) => i.key === b.items[ix]!.key && i.quantity === b.items[ix]!.quantity);
}

