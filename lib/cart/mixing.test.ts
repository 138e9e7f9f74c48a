import { describe, expect, it } from 'vitest';
import { mixingError, outletError, outletsMixed } from './mixing';
import { cartOf, line } from './fixtures.test-util';

// spec §4 cart rules: "membership cannot be mixed with other product types in either direction" (§8 'Cart Error'),
// "POS items must come from one outlet"; §4 cart warning (Clear Cart / View Cart) for the second outlet (issue 23).
const pos = (outletId: number | null, productId = 1) => line({ productType: 'pos', productId, pos: { outletId, outletName: null } });

describe('cart mixing rules', () => {
  it('membership is never mixed with other product types', () => {
    expect(mixingError(cartOf(line({ productType: 'membership' })), 'event')).toEqual({ key: 'othersWithMembership' });
    expect(mixingError(cartOf(line({ productType: 'event' })), 'membership')).toEqual({ key: 'membershipWithOthers' });
    expect(mixingError(cartOf(), 'membership')).toBeNull();
  });

  it("an outlet product of another outlet is refused; the same outlet, or a retail product of none, is not", () => {
    const cart = cartOf(pos(301));
    expect(outletError(cart, pos(302))).toEqual({ key: 'otherOutlet' });
    expect(outletError(cart, pos(301, 2))).toBeNull();
    expect(outletError(cart, pos(null))).toBeNull();
    expect(outletError(cartOf(), pos(302))).toBeNull();
    expect(outletError(cart, line({ productType: 'offer' }))).toBeNull();
    expect(outletError(cartOf(pos(null)), pos(302))).toBeNull();
  });

  it('a cart holding two outlets (edited storage) is mixed; one outlet and products of none are not', () => {
    expect(outletsMixed([pos(301), pos(302)])).toBe(true);
    expect(outletsMixed([pos(301), pos(301, 2), pos(null)])).toBe(false);
    expect(outletsMixed([])).toBe(false);
  });
});
