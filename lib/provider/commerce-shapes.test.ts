import { describe, expect, it } from 'vitest';
import { benefitsRequest, customerBlock, orderBundle, orderFields, reshapeBenefits, syncProducts } from './commerce-shapes';
import { removeGroup } from '../cart/rules';
import type { CartItem } from '../cart/types';
import { cartOf, everyProductType, facility, line, slot } from '../cart/fixtures.test-util';

// What the storefront sends the provider, built from the cart's own types (lib/cart/types.ts); commerce.test.ts
// holds the same builders to the contract schemas.
describe('benefits/verify (spec §7)', () => {
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
  it("the answer reshaped onto the cart's Benefits", () => {
    const w = { promotion_code: 'SAVE10', type: 'promo' as const, products: [{ indexes: [0], discount_price: 10, discount_tax: 0.5, discount_total: 10.5, discount: 10 }], total_discount: 10.5 };
    expect(reshapeBenefits(w)).toEqual({ code: 'SAVE10', type: 'promo', lines: [{ indexes: [0], price: 10, tax: 0.5, total: 10.5 }] });
  });
});

describe('cart/sync products (spec §7)', () => {
  const ticket = (over: Partial<CartItem> = {}, fac: Partial<NonNullable<CartItem['facility']>> = {}): CartItem =>
    line({ key: Math.random().toString(36), groupKey: 'g1', facility: slot({ facilityId: 1, venueServiceId: 1, ...fac }), ...over });
  it('the reservations to release when an item is removed: its facility tickets, never add-ons', () => {
    const t = ticket({ key: 't' });
    const a = ticket({ key: 'a', isAddon: true, facility: undefined });
    const other = ticket({ key: 'o', groupKey: 'g2' }, { start: '12:00:00' });
    const { removed } = removeGroup(cartOf(t, a, other), 't');
    expect(syncProducts(removed)).toEqual([{ product_id: 10, quantity: 1, date: '2026-01-01', start_time: '10:00:00', end_time: '11:00:00', facility_id: 1 }]);
  });
});

describe('order bundle (spec §3 order payload: grouped capacity_facility, event, membership, workshop, training, offers, pos)', () => {
  it('groups every product type and carries no price', () => {
    const b = orderBundle(everyProductType());
    expect(b.capacity_facility).toEqual([
      { product_id: 10, quantity: 2, facility_id: 3, venue_service_id: 2, date: '2026-01-01', start_time: '10:00:00', end_time: '11:00:00', customers: [], addons: [{ product_id: 77, quantity: 3 }] },
    ]);
    expect(b.event).toEqual([{ event_id: 1, event_ticket_id: 5, schedule_id: 9, quantity: 2 }]);
    expect(b.workshop).toEqual([{ workshop_id: 4, workshop_program_id: 6, product_id: 8, start_date: '2026-02-01', days: [0, 2], quantity: 1 }]);
    expect(b.training).toEqual([{ trainer_id: 2, training_package_id: 3, quantity: 1 }]);
    expect(b.offers).toEqual([{ offer_id: 12, quantity: 1 }]);
    expect(b.pos).toEqual([{ outlet_id: 7, product_id: 44, quantity: 1 }]);
    expect(JSON.stringify(b)).not.toMatch(/price|tax/);
  });
  it('membership lines carry package, instalment and start date', () => {
    const b = orderBundle([line({ productType: 'membership', membership: { membershipId: 1, packageId: 2, membershipName: { en: 'm', ar: 'م' }, instalmentId: 3, divisor: 3, startDate: '2026-01-05' } })]);
    expect(b.membership).toEqual([{ membership_id: 1, membership_package_id: 2, instalment_id: 3, start_date: '2026-01-05', customers: [] }]);
  });
  it("visitor blocks become customer blocks; 'Save this member to family' is sent when the order is placed (spec §5)", () => {
    const v = { name: ' Sara ', email: 's@example.com', country_code: '971', mobile_number: '501234567', save_detail_for_future: false, customer_id: 0 };
    const [c] = orderBundle([facility({ customers: [v, { name: '' }, 'junk'], saveToFamily: true })]).capacity_facility;
    expect(c!.customers).toEqual([{ ...v, name: 'Sara', customer_id: null, save_detail_for_future: 1 }]);
    expect(customerBlock({ name: 'Ali', save_detail_for_future: true }, false)?.save_detail_for_future).toBe(1);
    expect(customerBlock(null, true)).toBeNull();
  });
});

describe('order fields (spec §3 order payload)', () => {
  const base = { payer: { firstName: 'Layla', lastName: 'Haddad', email: 'l@example.com', mobile: '+971501234567' } };
  const ctx = { specialTreatment: false, anonymous: true, returnUrl: 'http://localhost:3000', locale: 'ar' as const };
  it('booleans as 1/0, isBaps and is_anonymous, the bundle as JSON (valid against the contract: lib/provider/commerce.test.ts)', () => {
    const f = orderFields({ ...base, payment: { method: 'wallet' }, promotionCode: ' SAVE10 ', orderNotes: 'Gate B' }, orderBundle([facility()]), ctx);
    expect(f).toMatchObject({ is_wallet: '1', is_qpoints: '0', is_credit: '0', save_card: '0', isBaps: '0', is_anonymous: '1', promotion_code: 'SAVE10', order_notes: 'Gate B', locale: 'ar' });
    expect(JSON.parse(f.products!).capacity_facility).toHaveLength(1);
  });
  it('a saved card goes by id; save_card only for a new card', () => {
    expect(orderFields({ ...base, payment: { method: 'card', cardId: 'c1', saveCard: true } }, {}, ctx)).toMatchObject({ cardId: 'c1', save_card: '0' });
    expect(orderFields({ ...base, payment: { method: 'card', saveCard: true } }, {}, ctx)).toMatchObject({ save_card: '1' });
    expect(orderFields({ ...base, payment: { method: 'credit', cardId: 'c1' } }, {}, { ...ctx, specialTreatment: true })).toMatchObject({ is_credit: '1', isBaps: '1' });
    expect(orderFields({ ...base, payment: { method: 'credit', cardId: 'c1' } }, {}, ctx).cardId).toBeUndefined();
  });
  it('member card benefits send the card number, never alongside a promo code', () => {
    expect(orderFields({ ...base, payment: { method: 'card' }, memberCardNumber: 'MBR-1' }, {}, ctx).card_number).toBe('MBR-1');
    expect(orderFields({ ...base, payment: { method: 'card' }, memberCardNumber: 'MBR-1', promotionCode: 'X' }, {}, ctx).card_number).toBeUndefined();
  });
});
