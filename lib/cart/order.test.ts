import { describe, expect, it } from 'vitest';
import { customerBlock, orderBundle, orderFields } from './order';
import { everyProductType, facility, line } from './fixtures.test-util';

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
