import { describe, expect, it } from 'vitest';
import { applyBenefits, clearBenefits } from './benefits';
import { cartTotals } from './rules';
import { cartOf, facility, line } from './fixtures.test-util';
import type { Benefits } from './types';

// benefits/verify's answer as lib/provider/commerce-shapes.ts reshapes it.
const answer = (indexes: number[], total: number): Benefits => ({ code: 'SAVE10', type: 'promo', lines: [{ indexes, price: 10, tax: 0.5, total }] });

describe('benefits/verify answers (spec §7) and line discounts (spec §3, §4)', () => {
  it('applies the discount per line; the totals follow; clearing the promo removes the discounts', () => {
    const cart = cartOf(facility(), line({ productType: 'event' }));
    const applied = applyBenefits(cart, cart, answer([0], 10.5));
    expect(applied.items[0]!.discount).toEqual({ code: 'SAVE10', type: 'promo', price: 10, tax: 0.5, total: 10.5 });
    expect(applied.items[1]!.discount).toBeUndefined();
    expect(applied.promotion).toEqual({ code: 'SAVE10', type: 'promo' });
    // spec §3 discount_tax: the VAT shown is after the discount (10 − 0.5 = 9.5), the discount the price part.
    expect(cartTotals(applied)).toMatchObject({ subtotal: 200, tax: 9.5, total: 199.5, discount: 10 });
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
