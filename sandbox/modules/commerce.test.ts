import { beforeEach, describe, expect, it } from 'vitest';
import { balancesResponseSchema, benefitsVerifyResponseSchema, cancelPendingResponseSchema, orderDetailResponseSchema, orderQuoteResponseSchema, orderResponseSchema, savedCardsResponseSchema, workshopCheckResponseSchema } from '../../lib/provider/commerce';
import { addDays, todayIn } from './clock';
import { associatedAdditionalDataResponseSchema } from '../../lib/provider/facilities';
import { ARENA, code, commerceKit, CUSTOMER, data, MEMBER, message, PARTNER } from './commerce-test-kit';

/** Sandbox commerce rules (docs/commerce.md "Order rules the sandbox enforces itself"; issue 12 §8, bad input and faults). */
let kit: ReturnType<typeof commerceKit>;
beforeEach(() => void (kit = commerceKit()));

const today = todayIn('Asia/Dubai');
const tomorrow = addDays(today, 1);
type Placed = { token: string; transactionId: string | null; isApprovalRequired: boolean; order_id: number; url: string | null };
const placed = (r: ReturnType<typeof kit.order>) => orderResponseSchema.parse(r.body).data as Placed;
const detail = (token: string) => orderDetailResponseSchema.parse(kit.call('GET', `/api/v2/orders/${token}`).body).data;
const balances = (bearer: string) => balancesResponseSchema.parse(kit.call('GET', '/api/v2/customers/balances', { bearer }).body).data;

/** YYYY-MM-DD plus whole months, the day kept where the month has it (the test's own arithmetic). */
const addMonthsTo = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
  return d.toISOString().slice(0, 10);
};
const EVENT_2_ADULT = { event_id: 2, event_ticket_id: 250, schedule_id: 201 };
const LAST_TICKET = { event_id: 14, event_ticket_id: 1450, schedule_id: 1401 };

describe('pricing from the sandbox catalogue', () => {
  it('prices every product type from its own catalogue, whatever the bundle claims', () => {
    const bearer = kit.login(CUSTOMER);
    // Programme 2101 runs Sun/Tue until day +91; from day +78, Sundays only: the sessions left, pro rata of 8 for 600 + 30.
    const start = addDays(today, 78);
    let sundays = 0;
    for (let d = start; d <= addDays(today, 91) && sundays < 8; d = addDays(d, 1)) if (new Date(`${d}T00:00:00Z`).getUTCDay() === 0) sundays++;
    const bundle = {
      event: [{ ...EVENT_2_ADULT, quantity: 2, price: 0.01 }],
      training: [{ trainer_id: 11, training_package_id: 1101, quantity: 1 }],
      workshop: [{ workshop_id: 21, workshop_program_id: 2101, product_id: 21011, start_date: start, days: [0], quantity: 1 }],
      capacity_facility: [
        { product_id: 111, quantity: 1, facility_id: 11, venue_service_id: 1, date: tomorrow, start_time: '14:00:00', end_time: '16:00:00', addons: [{ product_id: 501, quantity: 1 }] },
      ],
    };
    const o = placed(kit.order(bundle, { bearer }));
    const d = detail(o.token);
    const line = (t: string) => d.lines.find((l) => l.product_type === t)!;
    expect(line('event')).toMatchObject({ quantity: 2, price: 95, tax_amount: 4.75, total: 199.5 });
    expect(line('trainer')).toMatchObject({ price: 250, tax_amount: 12.5, total: 262.5 });
    expect(line('academy')).toMatchObject({ price: (600 * sundays) / 8, tax_amount: (30 * sundays) / 8 });
    // A rental is priced per hour of its range: 2 x (200 + 10).
    expect(line('facility')).toMatchObject({ quantity: 2, total: 420 });
    expect(line('addon')).toMatchObject({ quantity: 1, total: 21 });
    expect(d.total).toBe(199.5 + 262.5 + ((600 + 30) * sundays) / 8 + 420 + 21);
    expect(d.paid.card).toBe(d.total);
    expect(d.status).toBe('pending_payment');
    expect(d.tickets).toEqual([]);
  });

  it('prices offers, outlet and retail products on the arena, and a membership instalment divided by its divisor', () => {
    const bearer = kit.login(CUSTOMER);
    // One outlet per order (spec §4): the outlet product and the retail product (of the fan store) are two orders.
    const arena = placed(kit.order({ offers: [{ offer_id: 701, quantity: 1 }], pos: [{ outlet_id: 301, product_id: 3001, quantity: 2 }] }, { bearer, venue: ARENA }));
    expect(detail(arena.token).total).toBe(507.15); // 418.95 + 2 x 44.1
    // Issue 24 item 3: an outlet line names its outlet and place, an offer what it gives.
    const [offerLine, posLine] = detail(arena.token).lines;
    expect(offerLine!.offer).toMatchObject({ description: 'Four tickets, four meals and a cap for the kids.', valid_until: '2026-12-31' });
    expect(posLine!.outlet).toMatchObject({ name: 'Courtside Grill', location: 'Level 1, Gate B' });
    kit.decide(arena.transactionId!, 'cancel');
    const retail = placed(kit.order({ pos: [{ outlet_id: 303, product_id: 4001, quantity: 1 }] }, { bearer, venue: ARENA }));
    expect(detail(retail.token).total).toBe(198.45);
    kit.decide(retail.transactionId!, 'cancel');
    const m = placed(kit.order({ membership: [{ membership_id: 41, membership_package_id: 412, instalment_id: 4121, start_date: tomorrow }] }, { bearer }));
    expect(detail(m.token).lines[0]).toMatchObject({ product_type: 'membership', price: 800, tax_amount: 40, total: 840 });
    // Its period (6 months less a day) and plan: the package's whole price and tax, in 3.
    expect(detail(m.token).lines[0]!.membership).toEqual({ end_date: addDays(addMonthsTo(tomorrow, 6), -1), duration_months: 6, package_price: 2400, package_tax: 120, instalments: 3 });
  });

  it('refuses a product of another venue, a membership mixed with other types, and a bad workshop date', () => {
    const bearer = kit.login(CUSTOMER);
    const other = kit.order({ offers: [{ offer_id: 701, quantity: 1 }] }, { bearer });
    expect([other.status, code(other), message(other)]).toEqual([422, 'invalid_venue', 'Invalid venue. please reselect']);
    const mixed = kit.order({ membership: [{ membership_id: 41, membership_package_id: 411, instalment_id: null, start_date: tomorrow }], event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer });
    expect([mixed.status, code(mixed)]).toEqual([422, 'membership_mixed']);
    const check = kit.call('POST', '/api/v2/workshops/check', { body: { workshop_program_id: 2101, product_id: 21011, start_date: addDays(today, 200), days: [0] } });
    expect(check.status).toBe(422);
    const ok = kit.call('POST', '/api/v2/workshops/check', { body: { workshop_program_id: 2101, product_id: 21011, start_date: addDays(today, 7), days: [0, 2] } });
    expect(workshopCheckResponseSchema.parse(ok.body).data).toMatchObject({ price: 600, tax_amount: 30, sessions: 8 });
    expect(kit.call('POST', '/api/v2/workshops/check', { body: { workshop_program_id: 2101, product_id: 21011, start_date: addDays(today, 7), days: [5] } }).status).toBe(422);
  });
});

describe('promo codes and member benefits', () => {
  const products = [
    { quantity: 2, venue_id: 101, price: 95, tax: 4.75, date: tomorrow, ids: { product_id: 250, product_type: 'event' }, isAddon: 0, indexes: [0] },
    { quantity: 1, venue_id: 101, price: 250, tax: 12.5, ids: { product_id: 1101, product_type: 'trainer' }, isAddon: 0, indexes: [1] },
  ];
  const verify = (body: Record<string, unknown>) => kit.call('POST', '/api/v2/benefits/verify', { body: { products, ...body } });

  it('SAVE10 discounts every line, EVENTS20 only event tickets', () => {
    const all = benefitsVerifyResponseSchema.parse(verify({ promotion_code: 'save10' }).body).data;
    expect(all.products.map((p) => p.discount_total)).toEqual([19.95, 26.25]);
    expect(all.total_discount).toBe(46.2);
    const events = benefitsVerifyResponseSchema.parse(verify({ promotion_code: 'EVENTS20' }).body).data;
    expect(events.products).toEqual([{ indexes: [0], discount_price: 38, discount_tax: 1.9, discount_total: 39.9, discount: 20 }]);
  });

  it('a 10 % promo on AED 160 + VAT 8 takes 16 + 0.80 off: the VAT left is 7.20 of 151.20 (issue 23, spec §3 discount_tax)', () => {
    const one = [{ quantity: 2, venue_id: 101, price: 80, tax: 4, ids: { product_id: 250, product_type: 'event' }, isAddon: 0, indexes: [0] }];
    const r = benefitsVerifyResponseSchema.parse(kit.call('POST', '/api/v2/benefits/verify', { body: { products: one, promotion_code: 'SAVE10' } }).body).data;
    expect(r.products[0]).toMatchObject({ discount_price: 16, discount_tax: 0.8, discount_total: 16.8 });
    expect(r.total_discount).toBe(16.8);
  });

  it('orders/quote prices the bundle as the order does, promo included, without placing anything (issue 23)', () => {
    const bundle = { event: [{ ...EVENT_2_ADULT, quantity: 2 }], training: [{ trainer_id: 11, training_package_id: 1101, quantity: 1 }] };
    const q = orderQuoteResponseSchema.parse(kit.call('POST', '/api/v2/orders/quote', { body: { products: bundle, promotion_code: 'EVENTS20' } }).body).data;
    expect(q).toMatchObject({ subtotal: 440, tax: 20.1, discount: 38, total: 422.1 });
    expect(q.lines.map((l) => [l.product_type, l.total])).toEqual([['event', 159.6], ['trainer', 262.5]]);
    const bad = kit.call('POST', '/api/v2/orders/quote', { body: { products: bundle, promotion_code: 'OLD5' } });
    expect([bad.status, message(bad)]).toEqual([422, 'Promo code expired']);
    expect(kit.call('POST', '/api/v2/orders/quote', { body: { products: { event: [{ event_id: 'x' }] } } }).status).toBe(422);
  });

  it('refuses unknown, expired and not applicable codes with the spec messages', () => {
    expect(message(verify({ promotion_code: 'NOPE' }))).toBe('Invalid promo code');
    expect(message(verify({ promotion_code: 'OLD5' }))).toBe('Promo code expired');
    const trainerOnly = kit.call('POST', '/api/v2/benefits/verify', { body: { products: [products[1]], promotion_code: 'EVENTS20' } });
    expect([trainerOnly.status, message(trainerOnly)]).toEqual([422, 'promo not valid for selected tickets']);
    const card = kit.call('POST', '/api/v2/benefits/verify', { body: { products: [products[0]], card_number: 'MBR-100200' } });
    expect(message(card)).toBe("membership can't be applied");
    expect(benefitsVerifyResponseSchema.parse(verify({ card_number: 'MBR-100200' }).body).data.type).toBe('memberships');
  });

  it('the order re-verifies the code; without it (cleared) there is no discount', () => {
    const bearer = kit.login(CUSTOMER);
    const withCode = placed(kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 2 }], training: [{ trainer_id: 11, training_package_id: 1101, quantity: 1 }] }, { bearer, fields: { promotion_code: 'EVENTS20' } }));
    // Issue 23: the order's VAT is after the discount (tax less discount_tax), its discount the price part, so
    // subtotal + tax − discount = total to the fils; each line's total keeps its whole discount.
    const d = detail(withCode.token);
    expect(d).toMatchObject({ subtotal: 440, tax: 20.1, discount: 38, total: 199.5 + 262.5 - 39.9 });
    expect(Math.round(d.subtotal * 100) + Math.round(d.tax * 100) - Math.round(d.discount * 100)).toBe(Math.round(d.total * 100));
    expect(d.lines.map((l: { discount: number; total: number }) => [l.discount, l.total])).toEqual([[39.9, 159.6], [0, 262.5]]);
    kit.decide(withCode.transactionId!, 'cancel');
    const expired = kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer, fields: { promotion_code: 'OLD5' } });
    expect([expired.status, code(expired), message(expired)]).toEqual([422, 'promo_invalid', 'Promo code expired']);
    const cleared = placed(kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 2 }] }, { bearer }));
    expect(detail(cleared.token)).toMatchObject({ discount: 0, total: 199.5 });
  });
});

describe('wallet, q-points and partner credit', () => {
  it('wallet and q-points really decrease; a declined card payment gives them back', () => {
    const bearer = kit.login(CUSTOMER);
    const byWallet = placed(kit.order({ training: [{ trainer_id: 11, training_package_id: 1101, quantity: 1 }] }, { bearer, fields: { is_wallet: '1' } }));
    expect(byWallet.transactionId).toBeNull();
    expect(detail(byWallet.token)).toMatchObject({ status: 'paid', paid: { wallet: 262.5, card: 0, qpoints: 0, credit: 0 } });
    expect(detail(byWallet.token).tickets).toHaveLength(1);
    expect(balances(bearer)).toMatchObject({ wallet: 237.5, qpoints: 200, credit: null });

    const mixed = placed(kit.order({ training: [{ trainer_id: 11, training_package_id: 1102, quantity: 1 }] }, { bearer, fields: { is_wallet: '1', is_qpoints: '1' } }));
    expect(detail(mixed.token).paid).toEqual({ wallet: 237.5, qpoints: 200, card: 743.75, credit: 0 });
    expect(balances(bearer)).toMatchObject({ wallet: 0, qpoints: 0 });
    const back = kit.decide(mixed.transactionId!, 'decline');
    expect(back.headers?.location).toBe('http://localhost:3000/paymentfailed?lang=en&reason=declined');
    expect(balances(bearer)).toMatchObject({ wallet: 237.5, qpoints: 200 });
    expect(detail(mixed.token).status).toBe('failed');
  });

  it('a partner pays with credit up to the limit (approval required) and is refused beyond it', () => {
    const bearer = kit.login(PARTNER);
    expect(balances(bearer).credit).toEqual({ limit: 1000, used: 600, available: 400 });
    const o = placed(kit.order({ training: [{ trainer_id: 11, training_package_id: 1101, quantity: 1 }] }, { bearer, fields: { is_credit: '1' } }));
    expect(o.isApprovalRequired).toBe(true);
    expect(detail(o.token)).toMatchObject({ status: 'approval_required', paid: { credit: 262.5, card: 0 } });
    expect(balances(bearer).credit).toEqual({ limit: 1000, used: 862.5, available: 137.5 });
    expect(detail(o.token).tickets).toEqual([]);
    expect(kit.call('POST', '/__admin/approve-order', { body: { token: o.token } }).status).toBe(200);
    expect(detail(o.token)).toMatchObject({ status: 'paid', tickets: [expect.objectContaining({ product_type: 'trainer', holder: 'Noura Al Mansoori' })] });
    const over = kit.order({ training: [{ trainer_id: 11, training_package_id: 1101, quantity: 1 }] }, { bearer, fields: { is_credit: '1' } });
    expect([over.status, code(over), message(over)]).toEqual([422, 'credit_limit', 'You are exceeding allowed credit limit']);
    // A customer who is not a partner has no credit.
    const customer = kit.order({ training: [{ trainer_id: 11, training_package_id: 1101, quantity: 1 }] }, { bearer: kit.login(CUSTOMER), fields: { is_credit: '1' } });
    expect(code(customer)).toBe('credit_limit');
  });

  it('lists the saved cards of the bearer only', () => {
    const cards = savedCardsResponseSchema.parse(kit.call('GET', '/api/v2/customers/cards', { bearer: kit.login(CUSTOMER) }).body).data;
    expect(cards.map((c) => c.card_number)).toEqual(['411111******1111', '555555******4444']);
    expect(savedCardsResponseSchema.parse(kit.call('GET', '/api/v2/customers/cards', { bearer: kit.login(MEMBER) }).body).data).toEqual([]);
    expect(kit.call('GET', '/api/v2/customers/cards').status).toBe(401);
  });
});

describe('one order per attempt and per customer', () => {
  it('a repeated idempotency-key answers the first answer; a new attempt while one is pending is pending_order', () => {
    const bearer = kit.login(CUSTOMER);
    const bundle = { event: [{ ...EVENT_2_ADULT, quantity: 1 }] };
    const first = kit.order(bundle, { bearer, key: 'attempt-000001' });
    const repeat = kit.order(bundle, { bearer, key: 'attempt-000001' });
    expect(repeat).toEqual(first);
    expect((kit.db.prepare('SELECT COUNT(*) AS n FROM cm_orders').get() as { n: number }).n).toBe(1);
    const second = kit.order(bundle, { bearer, key: 'attempt-000002' });
    expect([second.status, code(second), message(second)]).toEqual([409, 'pending_order', "Can't process multiple orders! Clear your cart to proceed or finish your previous order."]);
    // Once the first is decided, the customer may order again.
    kit.decide(placed(first).transactionId!, 'cancel');
    expect(kit.order(bundle, { bearer, key: 'attempt-000003' }).status).toBe(200);
  });

  it('Clear Cart (DELETE orders/pending) cancels the pending order: places and wallet come back, a new order goes through', () => {
    const bearer = kit.login(CUSTOMER);
    const first = placed(kit.order({ event: [{ ...LAST_TICKET, quantity: 1 }], training: [{ trainer_id: 11, training_package_id: 1102, quantity: 1 }] }, { bearer, fields: { is_wallet: '1' } }));
    expect(balances(bearer).wallet).toBe(0);
    const cleared = cancelPendingResponseSchema.parse(kit.call('DELETE', '/api/v2/orders/pending', { bearer }).body);
    expect(cleared).toEqual({ status: true, message: 'Cart Cleared Successfully', data: { cancelled: 1 } });
    expect(detail(first.token).status).toBe('cancelled');
    expect(balances(bearer).wallet).toBe(500);
    expect(kit.order({ event: [{ ...LAST_TICKET, quantity: 1 }] }, { bearer }).status).toBe(200);
    expect(kit.call('DELETE', '/api/v2/orders/pending').status).toBe(401);
  });

  it('needs a bearer; a guest (anonymous customer) may order', () => {
    expect(kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }).status).toBe(401);
    const guest = kit.guest();
    // Spec §6: a guest buys facility and event items only.
    const trainer = kit.order({ training: [{ trainer_id: 11, training_package_id: 1101, quantity: 1 }] }, { bearer: guest });
    expect([trainer.status, code(trainer)]).toEqual([422, 'login_required']);
    const g = placed(kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer: guest }));
    expect(detail(g.token).customer.name).toBe('Guest Buyer');
  });
});

describe('places: capacity, holds, decline, expiry and late payment', () => {
  it('the last ticket goes once; GET events shows it sold out; a decline gives it back', () => {
    const a = placed(kit.order({ event: [{ ...LAST_TICKET, quantity: 1 }] }, { bearer: kit.login(CUSTOMER) }));
    const b = kit.order({ event: [{ ...LAST_TICKET, quantity: 1 }] }, { bearer: kit.login(MEMBER) });
    expect([b.status, code(b), message(b)]).toEqual([409, 'sold_out', 'Maximum capacity reached']);
    const soldOut = () => (data<{ tickets: Array<{ sold_out: boolean }> }>(kit.call('GET', '/api/v2/events/14')).tickets[0]!.sold_out);
    expect(soldOut()).toBe(true);
    kit.decide(a.transactionId!, 'decline');
    expect(soldOut()).toBe(false);
  });

  it("the order takes over the session's cart/sync holds; a decline releases them", () => {
    const sid = 'session-commerce-1';
    const slot = { product_id: 311, quantity: 2, date: tomorrow, start_time: '12:00:00', end_time: '13:00:00', facility_id: 31 };
    expect(kit.call('POST', '/api/v2/cart/sync', { sid, body: { products: [slot] } }).status).toBe(200);
    const o = placed(
      kit.order({ capacity_facility: [{ ...slot, venue_service_id: 3, customers: [{ name: 'Layla Haddad' }, { name: 'Yasmin Haddad' }] }] }, { bearer: kit.login(CUSTOMER), sid }),
    );
    const holds = () => kit.db.prepare('SELECT session_id, SUM(units) AS units FROM fb_reservations WHERE expires_at > ? GROUP BY session_id').all(Date.now());
    expect(holds()).toEqual([{ session_id: `order:${o.order_id}`, units: 2 }]);
    expect(detail(o.token).lines[0]).toMatchObject({ quantity: 2, total: 84 });
    kit.decide(o.transactionId!, 'decline');
    expect(holds()).toEqual([]);
  });

  it('an order for fewer places than the session holds takes only what it needs', () => {
    const sid = 'session-commerce-2';
    const slot = { product_id: 311, quantity: 2, date: tomorrow, start_time: '17:00:00', end_time: '18:00:00', facility_id: 31 };
    kit.call('POST', '/api/v2/cart/sync', { sid, body: { products: [slot] } });
    const o = placed(kit.order({ capacity_facility: [{ ...slot, quantity: 1, venue_service_id: 3 }] }, { bearer: kit.login(CUSTOMER), sid }));
    const rows = kit.db.prepare('SELECT session_id, quantity, units FROM fb_reservations ORDER BY session_id').all();
    expect(rows).toEqual([
      { session_id: `order:${o.order_id}`, quantity: 1, units: 1 },
      { session_id: sid, quantity: 1, units: 1 },
    ]);
  });

  it('an abandoned order releases its places; a late payment is refunded when they were taken', () => {
    const mine = placed(kit.order({ event: [{ ...LAST_TICKET, quantity: 1 }] }, { bearer: kit.login(CUSTOMER), fields: { locale: 'ar' } }));
    expect(kit.call('POST', '/__admin/expire-orders').status).toBe(200);
    expect(detail(mine.token).status).toBe('expired');
    const theirs = placed(kit.order({ event: [{ ...LAST_TICKET, quantity: 1 }] }, { bearer: kit.login(MEMBER) }));
    kit.decide(theirs.transactionId!, 'pay');
    const late = kit.decide(mine.transactionId!, 'pay');
    expect(late.headers?.location).toBe(`http://localhost:3000/paymentsuccess/${mine.token}?lang=ar`);
    expect(detail(mine.token)).toMatchObject({ status: 'refunded', tickets: [] });
    expect(detail(theirs.token).status).toBe('paid');
  });

  it('the expiry hook ages only the order it names when given one', () => {
    const mine = placed(kit.order({ event: [{ ...LAST_TICKET, quantity: 1 }] }, { bearer: kit.login(CUSTOMER) }));
    const other = placed(kit.order({ training: [{ trainer_id: 11, training_package_id: 1102, quantity: 1 }] }, { bearer: kit.login(MEMBER) }));
    expect(kit.call('POST', `/__admin/expire-orders?order=${other.order_id}`).body).toMatchObject({ data: { expired: 1 } });
    expect(detail(other.token).status).toBe('expired');
    expect(detail(mine.token).status).toBe('pending_payment');
  });

  it('a late payment is confirmed when the places are still free, and takes the wallet part again', () => {
    const bearer = kit.login(CUSTOMER);
    const o = placed(kit.order({ event: [{ ...LAST_TICKET, quantity: 1 }], training: [{ trainer_id: 11, training_package_id: 1102, quantity: 1 }] }, { bearer, fields: { is_wallet: '1' } }));
    kit.call('POST', '/__admin/expire-orders');
    expect(balances(bearer).wallet).toBe(500);
    kit.decide(o.transactionId!, 'pay');
    expect(detail(o.token)).toMatchObject({ status: 'paid', paid: { wallet: 500 } });
    expect(detail(o.token).tickets).toHaveLength(2);
    expect(balances(bearer).wallet).toBe(0);
    const admin = data<Array<{ status: string }>>(kit.call('GET', '/__admin/orders?venue=oasis-site-token'));
    expect(admin.map((x) => x.status)).toEqual(['paid']);
  });

  it('keeps the order payload isBaps (spec §3) for the venue to see', () => {
    const bearer = kit.login(CUSTOMER);
    kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer, fields: { is_wallet: '1', isBaps: '1' } });
    kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer, fields: { is_wallet: '1' } });
    const admin = data<Array<{ is_baps: number }>>(kit.call('GET', '/__admin/orders?venue=oasis-site-token'));
    expect(admin.slice(-2).map((x) => x.is_baps)).toEqual([1, 0]);
  });
});

describe('family members and answer shapes', () => {
  it("'Save this member to family' is saved when the order is placed and listed by customers-associated", () => {
    const bearer = kit.login(CUSTOMER);
    const members = [{ name: 'Sami Haddad', save_detail_for_future: 1 }, { name: 'Yasmin Haddad', save_detail_for_future: 1 }, { name: 'Not Saved' }];
    const slot = { product_id: 311, quantity: 3, date: tomorrow, start_time: '15:00:00', end_time: '16:00:00', facility_id: 31, venue_service_id: 3 };
    expect(kit.order({ capacity_facility: [{ ...slot, customers: members }] }, { bearer }).status).toBe(200);
    const family = data<Array<{ name: string }>>(kit.call('GET', '/api/v2/customers-associated', { bearer })).map((m) => m.name);
    expect(family).toEqual(['Yasmin Haddad', 'Omar Haddad', 'Sami Haddad']);
  });

  it('customers-associated/additional-data answers a member saved at checkout with their answers, to the owner only', () => {
    const bearer = kit.login(CUSTOMER);
    const sami = { name: 'Sami Haddad', save_detail_for_future: 1, additional_fields: { 'swim-level': 'Advanced', lane: { value: 'Slow' } } };
    const slot = { product_id: 311, quantity: 1, date: tomorrow, start_time: '16:00:00', end_time: '17:00:00', facility_id: 31, venue_service_id: 3 };
    expect(kit.order({ capacity_facility: [{ ...slot, customers: [sami] }] }, { bearer }).status).toBe(200);
    const id = data<Array<{ name: string; customer_id: number }>>(kit.call('GET', '/api/v2/customers-associated', { bearer })).find((m) => m.name === 'Sami Haddad')!.customer_id;
    const path = (n: number) => `/api/v2/customers-associated/additional-data?customerId=${n}&product_type=facility`;
    const saved = kit.call('GET', path(id), { bearer });
    expect(associatedAdditionalDataResponseSchema.parse(saved.body).data.additional_fields).toEqual([
      { slug: 'swim-level', value: 'Advanced' },
      { slug: 'lane', value: { value: 'Slow' } },
    ]);
    expect(data(kit.call('GET', path(9001), { bearer }))).toEqual({ additional_fields: [] });
    expect(kit.call('GET', path(id), { bearer: kit.login(MEMBER) }).status).toBe(404);
    expect(kit.call('GET', path(id)).status).toBe(401);
  });

  it('returns only to the venue\u2019s storefront hosts and bounds the tickets of one order', () => {
    const bearer = kit.login(CUSTOMER);
    const elsewhere = kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer, fields: { return_url: 'https://evil.example/steal' } });
    expect([elsewhere.status, code(elsewhere), message(elsewhere)]).toEqual([422, 'invalid', 'Invalid order: return_url']);
    const arenaHostOnOasis = kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer, fields: { return_url: 'http://arena.localhost:3000' } });
    expect(arenaHostOnOasis.status).toBe(422);
    const many = kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 150 }, { event_id: 2, event_ticket_id: 251, schedule_id: 201, quantity: 60 }] }, { bearer });
    expect([many.status, code(many)]).toEqual([422, 'invalid']);
    expect((kit.db.prepare('SELECT COUNT(*) AS n FROM cm_orders').get() as { n: number }).n).toBe(0);
  });

  it('every answer parses with lib/provider/commerce.ts; every refusal is { status: false, message, data: { code } }', () => {
    const bearer = kit.login(CUSTOMER);
    const o = kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer, key: 'shape-attempt-1' });
    expect(orderResponseSchema.safeParse(o.body).success).toBe(true);
    expect(orderDetailResponseSchema.safeParse(kit.call('GET', `/api/v2/orders/${placed(o).token}`).body).success).toBe(true);
    expect(balancesResponseSchema.safeParse(kit.call('GET', '/api/v2/customers/balances', { bearer }).body).success).toBe(true);
    expect(balancesResponseSchema.safeParse(kit.call('GET', '/api/v2/customers/balances', { bearer: kit.login(PARTNER) }).body).success).toBe(true);
    expect(savedCardsResponseSchema.safeParse(kit.call('GET', '/api/v2/customers/cards', { bearer }).body).success).toBe(true);
    const verify = kit.call('POST', '/api/v2/benefits/verify', {
      body: { products: [{ quantity: 1, venue_id: 101, price: 95, tax: 4.75, ids: { product_id: 250, product_type: 'event' }, isAddon: 0, indexes: [0] }], promotion_code: 'SAVE10' },
    });
    expect(benefitsVerifyResponseSchema.safeParse(verify.body).success).toBe(true);
    const check = kit.call('POST', '/api/v2/workshops/check', { body: { workshop_program_id: 2201, product_id: 22011, start_date: addDays(today, 8), days: [1, 3] } });
    expect(workshopCheckResponseSchema.safeParse(check.body).success).toBe(true);
    expect(kit.call('GET', '/api/v2/orders/no-such-token').status).toBe(404);
    const refusals = [
      kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer, key: 'shape-attempt-2' }),
      kit.order({ offers: [{ offer_id: 999, quantity: 1 }] }, { bearer: kit.login(MEMBER) }),
      kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 0 }] }, { bearer: kit.login(MEMBER) }),
      kit.call('POST', '/api/v2/benefits/verify', { body: { products: [], promotion_code: 'SAVE10' } }),
    ];
    for (const r of refusals) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.body).toMatchObject({ status: false, message: expect.any(String), data: { code: expect.any(String) } });
    }
  });
});

describe('hosted payment page', () => {
  it('is in the order language with Pay, Decline and Cancel buttons; POST /pay shows the same page', () => {
    const o = placed(kit.order({ event: [{ ...EVENT_2_ADULT, quantity: 1 }] }, { bearer: kit.login(CUSTOMER), fields: { locale: 'ar' } }));
    expect(o.url).toBe(`http://127.0.0.1:4999/pay/${o.transactionId}`);
    const page = String(kit.call('GET', `/pay/${o.transactionId}`).body);
    expect(page).toContain('lang="ar" dir="rtl"');
    for (const label of ['ادفع', 'رفض', 'إلغاء']) expect(page).toContain(`>${label}</button>`);
    expect(kit.call('POST', '/pay', { body: kit.form({ transactionId: o.transactionId! }) }).body).toBe(page);
    expect(kit.call('GET', '/pay/TX-unknown').status).toBe(404);
    const cancelled = kit.decide(o.transactionId!, 'cancel');
    expect([cancelled.status, cancelled.headers?.location]).toEqual([303, 'http://localhost:3000/paymentfailed?lang=ar&reason=cancelled']);
  });
});
