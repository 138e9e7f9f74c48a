import { fromFils, lineFils, toFils, type Fils } from '../format/money';
import type { Cart, CartItem } from './types';

/**
 * The cart's figures, all in fils (lib/format/money.ts). spec §9: the price shown is (price + tax_amount) ×
 * quantity. spec §3 cart item discount: benefits/verify answers, for the whole line, the price, the VAT and the
 * total it takes off (`discount_price`, `discount_tax`, `discount_total`; docs/decisions.md 'Line discounts are the
 * amounts off'). So a discounted line's VAT is its VAT less the provider's `discount_tax`, never the VAT of the
 * undiscounted price (issue 23: AED 160 + VAT 8 − 10 % is 151.20, whose VAT is 7.20).
 */
type Priced = Pick<CartItem, 'price' | 'taxAmount' | 'quantity'>;
type Discounted = Priced & Pick<CartItem, 'discount'>;

/** spec §9: the price shown is (price + tax_amount) x quantity. */
export function lineTotal(i: Priced): number {
  return fromFils(lineFils(i.price, i.taxAmount, i.quantity));
}

function payableFils(i: Discounted): Fils {
  const full = lineFils(i.price, i.taxAmount, i.quantity);
  return i.discount ? Math.max(0, full - toFils(i.discount.total)) : full;
}

/** What a line costs after its discount (spec §3 discount: the amount benefits/verify takes off the whole line). */
export function linePayable(i: Discounted): number {
  return fromFils(payableFils(i));
}

/** The VAT of a line after its discount: tax_amount × quantity less the provider's discount_tax (spec §3). */
export function lineVat(i: Discounted): number {
  return fromFils(Math.max(0, toFils(i.taxAmount) * i.quantity - toFils(i.discount?.tax ?? 0)));
}

export interface CartTotals {
  /** Prices before VAT and before discounts. */
  subtotal: number;
  /** VAT after discounts (spec §9 VAT shown). */
  tax: number;
  /** What the discounts take off the prices (their VAT part is already out of `tax`). */
  discount: number;
  /** What is paid: subtotal + tax − discount, to the fils. */
  total: number;
  count: number;
}

/** Cart figures: subtotal − discount + VAT after discount = total, exactly (issue 23). */
export function cartTotals(cart: Cart): CartTotals {
  let subtotal = 0;
  let tax = 0;
  let total = 0;
  let count = 0;
  for (const i of cart.items) {
    subtotal += toFils(i.price) * i.quantity;
    tax += toFils(lineVat(i));
    total += payableFils(i);
    count += i.quantity;
  }
  // The discount is what makes the figures add up: a provider whose discount_total is not its price plus its tax
  // part still gets a cart whose lines and total agree.
  return { subtotal: fromFils(subtotal), tax: fromFils(tax), discount: fromFils(Math.max(0, subtotal + tax - total)), total: fromFils(total), count };
}
