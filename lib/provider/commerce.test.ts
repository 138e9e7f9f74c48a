import { describe, expect, it } from 'vitest';
import { benefitsVerifyRequestSchema, orderBundleSchema, orderFieldsSchema } from './commerce';
import { benefitsRequest, orderBundle, orderFields } from './commerce-shapes';
import { cartOf, everyProductType, facility, line } from '../cart/fixtures.test-util';

// The cart builds its requests from its own types (lib/cart); here they are held to the provider's contract.
describe("the cart's requests fit the provider contract (spec §3 order payload, §7 benefits/verify)", () => {
  it('benefits/verify with an add-on naming its ticket', () => {
    const t = facility({ groupKey: 'G', productId: 10 });
    const a = line({ groupKey: 'G', productId: 77, isAddon: true, quantity: 2, price: 20, taxAmount: 1 });
    expect(benefitsVerifyRequestSchema.safeParse(benefitsRequest(cartOf(t, a), { promotionCode: ' SAVE10 ' }, '+971501234567')).success).toBe(true);
  });

  it('the order bundle of every product type, and the order fields', () => {
    expect(orderBundleSchema.safeParse(orderBundle(everyProductType())).success).toBe(true);
    const payer = { firstName: 'Layla', lastName: 'Haddad', email: 'l@example.com', mobile: '+971501234567' };
    const ctx = { specialTreatment: false, anonymous: true, returnUrl: 'http://localhost:3000', locale: 'ar' as const };
    const f = orderFields({ payer, payment: { method: 'wallet' }, promotionCode: ' SAVE10 ', orderNotes: 'Gate B' }, orderBundle([facility()]), ctx);
    expect(orderFieldsSchema.safeParse(f).success).toBe(true);
  });
});
