import type { BenefitsAnswer, BenefitsRequest, Cart, CartItem } from './types';

export type { BenefitsAnswer, BenefitsRequest };

/**
 * Promo codes and member card benefits (spec §3 promotion, §4 'Clearing the promo removes discounts', §7
 * benefits/verify). One benefits/verify product per cart line; `indexes` name the cart lines it stands for.
 */

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
 * Applies the answer: each line named by `indexes` gets its discount (the amounts taken off its price, tax and total,
 * for the whole line, as docs/commerce.md states); lines the answer does not name lose any earlier discount. The request was built from `sent`;
 * if the cart changed since (a line removed, a quantity changed), the answer is stale and nothing is applied.
 */
export function applyBenefits(cart: Cart, sent: Cart, answer: BenefitsAnswer): Cart {
  if (!sameLines(cart, sent)) return cart;
  const promotion = cart.promotion ?? { code: answer.promotion_code ?? '', type: answer.type };
  const code = answer.promotion_code ?? promotion.code;
  const byIndex = new Map<number, BenefitsAnswer['products'][number]>();
  for (const p of answer.products) for (const ix of p.indexes) byIndex.set(ix, p);
  const items = cart.items.map((i, index) => {
    const d = byIndex.get(index);
    const { discount: _old, ...rest } = i;
    return d ? { ...rest, discount: { code, type: answer.type, price: d.discount_price, tax: d.discount_tax, total: d.discount_total } } : rest;
  });
  return { ...cart, items, promotion };
}

/** spec §4: clearing the promo removes the discounts. */
export function clearBenefits(cart: Cart): Cart {
  return { ...cart, items: cart.items.map(({ discount: _d, ...rest }) => rest), promotion: null };
}

function sameLines(a: Cart, b: Cart): boolean {
  return a.items.length === b.items.length && a.items.every((i, ix) => i.key === b.items[ix]!.key && i.quantity === b.items[ix]!.quantity);
}


/** What benefits/verify was asked for a cart: its promotion and lines (a change asks again, spec §4). */
export function benefitsSignature(cart: Cart): string {
  return `${cart.promotion?.type ?? ''}:${cart.promotion?.code ?? ''}|${cart.items.map((i) => `${i.key}x${i.quantity}`).join(',')}`;
}

/** Known refusals of benefits/verify (spec §5 other messages, docs/commerce.md), as message keys of the cart. */
export function benefitsRefusal(message: string | null): 'promoNotValid' | 'promoInvalid' | 'promoExpired' | 'membershipNotApplied' | null {
  const m = (message ?? '').toLowerCase();
  if (m.includes('not valid for selected')) return 'promoNotValid';
  if (m.includes('expired')) return 'promoExpired';
  if (m.includes("membership can't be applied") || m.includes('membership cannot be applied')) return 'membershipNotApplied';
  if (m.includes('invalid promo')) return 'promoInvalid';
  return null;
}
