import { describe, expect, it } from 'vitest';
import { toFils } from '../format/money';
import { cartOf, line } from './fixtures.test-util';
import { cartTotals, linePayable, lineVat } from './totals';

// A 10 % promo as benefits/verify answers it (spec §3 cart item discount: discount_price, discount_tax, discount_total
// for the whole line).
const promo = (price: number, tax: number) => ({ code: 'SAVE10', type: 'promo' as const, price, tax, total: Math.round((price + tax) * 100) / 100 });

describe('cart totals after a promo (issue 23, spec §3 discount_tax, §9 VAT shown)', () => {
  it('AED 160 + VAT 8 less 10 %: pays 151.20 of which VAT is 7.20, not 8', () => {
    const cart = cartOf(line({ productType: 'event', price: 80, taxAmount: 4, quantity: 2, discount: promo(16, 0.8) }));
    expect(cartTotals(cart)).toEqual({ subtotal: 160, tax: 7.2, discount: 16, total: 151.2, count: 2 });
    expect(lineVat(cart.items[0]!)).toBe(7.2);
    expect(linePayable(cart.items[0]!)).toBe(151.2);
  });
  it('a mixed cart adds up to the fils: subtotal − discount + VAT = total = the sum of the lines', () => {
    const cart = cartOf(
      line({ productType: 'event', price: 95.24, taxAmount: 4.76, quantity: 3, discount: promo(28.57, 1.43) }),
      line({ productType: 'pos', price: 13.33, taxAmount: 0.67, quantity: 7, discount: promo(9.33, 0.47) }),
      line({ productType: 'offer', price: 0.1, taxAmount: 0.2, quantity: 10 }),
    );
    const t = cartTotals(cart);
    const f = (n: number) => toFils(n);
    expect(f(t.subtotal) - f(t.discount) + f(t.tax)).toBe(f(t.total));
    expect(cart.items.reduce((n, i) => n + f(linePayable(i)), 0)).toBe(f(t.total));
    expect(t).toEqual({ subtotal: 380.03, tax: 19.07, discount: 37.9, total: 361.2, count: 20 });
  });
  it('without a discount the VAT is tax_amount × quantity (spec §9)', () => {
    expect(cartTotals(cartOf(line({ quantity: 2 }), line({ price: 10, taxAmount: 0.5 })))).toEqual({ subtotal: 210, tax: 10.5, discount: 0, total: 220.5, count: 3 });
  });
});
