import { describe, expect, it } from 'vitest';
import { addLine, hasRepeatingDays, outletWarning } from './add';
import { academyLine, eventLine, membershipLine, offerLine, outletLine, retailLine, trainerLine } from './lines';
import type { Cart, CartItem } from './types';

const n = (en: string) => ({ en, ar: `${en} ع` });
let k = 0;
const keys = () => ({ key: `k${++k}`, groupKey: `g${k}` });
const V = 7;
const empty: Cart = { items: [] };

const ev = (ticketId = 1, scheduleId = 10) =>
  eventLine({ venueId: V, keys: keys(), quantity: 2, event: { id: 5, name: n('Gala') }, ticket: { id: ticketId, name: n('Adult'), price: 100, tax: 5 }, schedule: { id: scheduleId, startDate: '2026-12-01', startTime: '18:00:00', endTime: '21:00:00' } });
const mem = (membershipId = 41, pkgId = 411) =>
  membershipLine({ venueId: V, keys: keys(), membership: { id: membershipId, name: n('Individual') }, pkg: { id: pkgId, name: n('1 month'), price: 450, tax: 22.5 }, plan: null, startDate: '2026-11-23' });
const acad = (pkgId = 21011, days = [0, 2], startDate = '2026-12-01', endDate = '2027-02-28', programmeId = 2101) =>
  academyLine({ venueId: V, keys: keys(), academy: { id: 21, name: n('Swim') }, programme: { id: programmeId, name: n('Water') }, pkg: { id: pkgId, name: n('Monthly') }, range: { startDate, endDate, days }, priced: { price: 600, tax: 30 } });
const trainer = (pkgId = 31) => trainerLine({ venueId: V, keys: keys(), trainer: { id: 3, name: n('Coach') }, pkg: { id: pkgId, name: n('5 sessions'), price: 500, tax: 25, sessions: 5 } });
const offer = (id = 81) => offerLine({ venueId: V, keys: keys(), offer: { id, name: n('Bundle'), offerPrice: 80, tax: 4 } });
const pos = (outletId = 1, productId = 100, quantity = 1) => outletLine({ venueId: V, keys: keys(), quantity, outlet: { id: outletId, name: n(`Outlet ${outletId}`) }, product: { id: productId, name: n('Latte'), price: 18, tax: 0.9 } });

const add = (cart: Cart, ...lines: CartItem[]) =>
  lines.reduce<Cart>((c, l) => {
    const r = addLine(c, l, V);
    if (!r.ok) throw new Error(r.error.key);
    return r.cart;
  }, cart);

describe('adding catalogue products (spec §4 cart rules, §5 duplicates)', () => {
  it('spec §8 invalidVenue: a line whose venue is missing or is not the current venue is refused', () => {
    expect(addLine(empty, ev(), 8)).toEqual({ ok: false, error: { key: 'invalidVenue' } });
    // With no venue id in the site config it is 'Invalid Config' (lib/cart/invalid-config.test.ts).
    expect(addLine(empty, ev(), null)).toEqual({ ok: false, error: { key: 'invalidConfig' } });
    expect(addLine(empty, { ...ev(), venueId: 0 }, V)).toEqual({ ok: false, error: { key: 'invalidVenue' } });
    expect(addLine(empty, ev(), V).ok).toBe(true);
  });

  it('facility tickets are not added here: they come from the booking modal with their slot rules and holds', () => {
    expect(addLine(empty, { ...offer(), productType: 'facility' }, V)).toMatchObject({ ok: false });
  });

  it('refuses a line without its product details or with a broken quantity or price (tampered, reselect)', () => {
    expect(addLine(empty, { ...ev(), event: undefined }, V)).toMatchObject({ ok: false });
    expect(addLine(empty, { ...ev(), quantity: 0 }, V)).toMatchObject({ ok: false });
    expect(addLine(empty, { ...ev(), price: Number.NaN }, V)).toMatchObject({ ok: false });
  });

  it('spec §4: membership is never mixed with other product types, in either direction', () => {
    const withEvent = add(empty, ev());
    expect(addLine(withEvent, mem(), V)).toEqual({ ok: false, error: { key: 'membershipWithOthers' } });
    const withMembership = add(empty, mem());
    for (const other of [ev(), acad(), trainer(), offer(), pos()]) {
      expect(addLine(withMembership, other, V)).toEqual({ ok: false, error: { key: 'othersWithMembership' } });
    }
  });

  it("spec §5: 'Membership already in cart' for a second package of the same membership; another membership may join", () => {
    const cart = add(empty, mem(41, 411));
    expect(addLine(cart, mem(41, 412), V)).toEqual({ ok: false, error: { key: 'membershipInCart' } });
    expect(addLine(cart, mem(42, 421), V).ok).toBe(true);
  });

  it('spec §5: seat already in cart: the same ticket at the same schedule; other schedules and tickets are new seats', () => {
    const cart = add(empty, ev(1, 10));
    expect(addLine(cart, ev(1, 10), V)).toEqual({ ok: false, error: { key: 'seatInCart' } });
    expect(addLine(cart, ev(1, 11), V).ok).toBe(true);
    expect(addLine(cart, ev(2, 10), V).ok).toBe(true);
  });

  it("spec §5: 'Package already in cart' for the same programme package, whatever the dates", () => {
    const cart = add(empty, acad(21011, [0, 2]));
    expect(addLine(cart, acad(21011, [4], '2027-03-01', '2027-04-01'), V)).toEqual({ ok: false, error: { key: 'packageInCart' } });
  });

  it("spec §5: 'Workshop already in cart' for another package of the programme on the same days in overlapping dates", () => {
    const cart = add(empty, acad(21011, [0, 2], '2026-12-01', '2027-02-28'));
    expect(addLine(cart, acad(21012, [2], '2027-01-01', '2027-03-31'), V)).toEqual({ ok: false, error: { key: 'workshopInCart' } });
    // Other days, or dates that do not overlap, are other sessions.
    expect(addLine(cart, acad(21012, [4], '2027-01-01', '2027-03-31'), V).ok).toBe(true);
    expect(addLine(cart, acad(21012, [0, 2], '2027-03-01', '2027-03-31'), V).ok).toBe(true);
    // Another programme is another workshop.
    expect(addLine(cart, acad(21021, [0, 2], '2026-12-01', '2027-02-28', 2102), V).ok).toBe(true);
  });

  it("spec §5 repeating days: 'Some days are repeating…' when a day is chosen twice under one date range", () => {
    expect(hasRepeatingDays([0, 2, 0])).toBe(true);
    expect(hasRepeatingDays([0, 2])).toBe(false);
    const line = acad();
    expect(addLine(empty, { ...line, academy: { ...line.academy!, days: [1, 1] } }, V)).toEqual({ ok: false, error: { key: 'repeatingDays' } });
  });

  it("spec §5: 'Package already in cart' for the same trainer package; 'Product already in cart' for the same offer", () => {
    expect(addLine(add(empty, trainer(31)), trainer(31), V)).toEqual({ ok: false, error: { key: 'packageInCart' } });
    expect(addLine(add(empty, trainer(31)), trainer(32), V).ok).toBe(true);
    expect(addLine(add(empty, offer(81)), offer(81), V)).toEqual({ ok: false, error: { key: 'productInCart' } });
  });

  it("spec §4: POS items come from one outlet; a second outlet's product is refused (the cart warning opens, issue 23)", () => {
    const one = addLine(add(empty, pos(1, 100)), pos(1, 101), V);
    expect(one).toMatchObject({ ok: true, outletWarning: false });
    const two = addLine(add(empty, pos(1, 100)), pos(2, 200), V);
    expect(two).toEqual({ ok: false, error: { key: 'otherOutlet' } });
    expect(outletWarning([pos(1, 100), pos(2, 200)])).toBe(true);
  });

  it('the same outlet product again raises its quantity (one line per product)', () => {
    const r = addLine(add(empty, pos(1, 100, 2)), pos(1, 100, 3), V);
    expect(r.ok && r.cart.items.map((i) => i.quantity)).toEqual([5]);
  });

  it('retail products without an outlet never raise the outlet warning', () => {
    const retail = retailLine({ venueId: V, keys: keys(), product: { id: 300, name: n('Cap'), price: 50, tax: 2.5, outletId: null } });
    const r = addLine(add(empty, pos(1, 100)), retail, V);
    expect(r).toMatchObject({ ok: true, outletWarning: false });
    expect(outletWarning([pos(1), pos(1, 101), retail])).toBe(false);
  });

  it('keeps what the cart already holds (promotion, notes) when adding', () => {
    const cart: Cart = { items: [], promotion: { code: 'SAVE10', type: 'promo' }, orderNotes: 'x' };
    const r = addLine(cart, offer(), V);
    expect(r.ok && r.cart).toMatchObject({ promotion: { code: 'SAVE10' }, orderNotes: 'x' });
  });
});
