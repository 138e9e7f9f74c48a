import type { Benefits, Cart } from './types';

/**
 * Promo codes and member card benefits (spec §3 promotion, §4 'Clearing the promo removes discounts', §7
 * benefits/verify). The request is one product per cart line, `indexes` naming the lines it stands for
 * (lib/provider/commerce-shapes.ts benefitsRequest); the answer comes back as Benefits.
 */

/**
 * Applies the answer: each line named by `indexes` gets its discount (the amounts taken off its price, tax and total,
 * for the whole line, as docs/commerce.md states); lines the answer does not name lose any earlier discount. The request was built from `sent`;
 * if the cart changed since (a line removed, a quantity changed), the answer is stale and nothing is applied.
 */
export function applyBenefits(cart: Cart, sent: Cart, answer: Benefits): Cart {
  if (!sameLines(cart, sent)) return cart;
  const promotion = cart.promotion ?? { code: answer.code ?? '', type: answer.type };
  const code = answer.code ?? promotion.code;
  const byIndex = new Map<number, Benefits['lines'][number]>();
  for (const p of answer.lines) for (const ix of p.indexes) byIndex.set(ix, p);
  const items = cart.items.map((i, index) => {
    const d = byIndex.get(index);
    const { discount: _old, ...rest } = i;
    return d ? { ...rest, discount: { code, type: answer.type, price: d.price, tax: d.tax, total: d.total } } : rest;
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
