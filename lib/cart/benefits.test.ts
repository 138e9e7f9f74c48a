import { describe, expect, it } from 'vitest';
import { applyBenefits, benefitsRequest, clearBenefits } from './benefits';
import { cartTotals } from './rules';
import { cartOf, facility, line } from './fixtures.test-util';

const answer = (indexes: number[], total: number) => ({
  promotion_code: 'SAVE10',
  type: 'promo' as const,
  products: [{ indexes, discount_price: 10, discount_tax: 0.5, discount_total: total, discount: 10 }],
  total_discount: 10.5,
});

describe('benefits/verify (spec §7) and line discounts (spec §3, §4)', () => {
  it('one product per line with its indexes; an add-on names its ticket as parent and takes its date', () => {
    const t = facility({ groupKey: 'G', productId: 10 });
    const a = line({ groupKey: 'G', productId: 77, isAddon: true, quantity: 2, price: 20, taxAmount: 1 });
    const req = benefitsRequest(cartOf(t, a), { promotionCode: ' SAVE10 ' }, '+971501234567');
    expect(req.products[1]).toMatchObject({ quantity: 2, price: 20, tax: 1, isAddon: 1, parent_product_id: 10, indexes: [1], date: '2026-01-01', start_time: '10:00:00' });
    expect(req.promotion_code).toBe('SAVE10');
    const byCard = benefitsRequest(cartOf(t), { cardNumber: 'MBR-100200' });
    expect(byCard).toMatchObject({ card_number: 'MBR-100200' });
    expect('promotion_code' in byCard).toBe(false);
  });
  it('applies the discount per line; the totals follow; clearing the promo removes the discounts', () => {
    const cart = cartOf(facility(), line({ productType: 'event' }));
    const applied = applyBenefits(cart, cart, answer([0], 10.5));
    expect(applied.items[0]!.discount).toEqual({ code: 'SAVE10', type: 'promo', price: 10, tax: 0.5, total: 10.5 });
    expect(applied.items[1]!.discount).toBeUndefined();
    expect(applied.promotion).toEqual({ code: 'SAVE10', type: 'promo' });
    expect(cartTotals(applied)).toMatchObject({ total: 199.5, discount: 10.5 });
    const cleared = clearBenefits(applied);
    expect(cleared.items.every((i) => !i.discount)).toBe(true);
    expect(cleared.promotion).toBeNull();
    expect(cartTotals(cleared)).toMatchObject({ total: 210, discount: 0 });
  });
  it('an answer for lines that changed meanwhile is not applied', () => {
    const sent = cartOf(facility());
    const now = { items: [{ ...sent.items[0]!, quantity: 3 }] };
    expect(applyBenefits(now, sent, answer([0], 1))).toBe(now);
  });
});

describe('benefits bookkeeping', () => {
  it('a change of lines or code changes the signature', async () => {
    const { benefitsSignature } = await import('./benefits');
    const a = { ...cartOf(facility({ key: 'a' })), promotion: { code: 'SAVE10', type: 'promo' as const } };
    expect(benefitsSignature(a)).not.toBe(benefitsSignature({ ...a, items: [{ ...a.items[0]!, quantity: 2 }] }));
    expect(benefitsSignature(a)).not.toBe(benefitsSignature({ ...a, promotion: { code: 'EVENTS20', type: 'promo' } }));
  });
  it('known refusals map to the spec wording (spec §5 other messages)', async () => {
    const { benefitsRefusal } = await import('./benefits');
    expect(benefitsRefusal('promo not valid for selected tickets')).toBe('promoNotValid');
    expect(benefitsRefusal("membership can't be applied")).toBe('membershipNotApplied');
    expect(benefitsRefusal('Invalid promo code')).toBe('promoInvalid');
    expect(benefitsRefusal('Promo code expired')).toBe('promoExpired');
    expect(benefitsRefusal('something else')).toBeNull();
  });
});
