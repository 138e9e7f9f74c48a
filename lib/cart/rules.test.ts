import { describe, expect, it } from 'vitest';
import { addAddon, addTickets, cartTotals, lineTotal, mixingError, quantityAtSlot, removeGroup, setQuantity } from './rules';
import { readCart, writeCart } from './storage';
import { CART_EVENT, cartStorageKey } from './storage-key';
import type { CartItem } from './types';
import { cartOf, line, slot } from './fixtures.test-util';

const ticket = (over: Partial<CartItem> = {}, fac: Partial<NonNullable<CartItem['facility']>> = {}): CartItem =>
  line({ key: Math.random().toString(36), groupKey: 'g1', facility: slot({ facilityId: 1, venueServiceId: 1, ...fac }), ...over });

describe('cart rules (spec §4)', () => {
  it('refuses a second product at the same slot and facility unless per-capacity', () => {
    const r = addTickets(cartOf(ticket()), [ticket({ groupKey: 'g2', productId: 11 })]);
    expect(r).toEqual({ ok: false, error: { key: 'productInCart' } });
    expect(addTickets(cartOf(ticket()), [ticket({ groupKey: 'g2' }, { start: '11:00:00' })]).ok).toBe(true);
  });
  it('a group of several default products for one slot goes in together', () => {
    const r = addTickets(cartOf(), [ticket(), ticket({ productId: 11 })]);
    expect(r.ok && r.cart.items).toHaveLength(2);
  });
  it('per-capacity additions raise the quantity and append customers', () => {
    const pc = { capacityBased: true };
    const r = addTickets(cartOf(ticket({ customers: ['a'] }, pc)), [ticket({ groupKey: 'g2', quantity: 2, customers: ['b'] }, pc)]);
    expect(r.ok && r.cart.items).toMatchObject([{ quantity: 3, customers: ['a', 'b'] }]);
  });
  it('add-ons need a facility ticket first (spec §8 addTicketFirst)', () => {
    const addon = ticket({ key: 'a', productId: 99, isAddon: true, facility: undefined, maxQuantity: 3 });
    expect(addAddon(cartOf(), addon)).toEqual({ ok: false, error: { key: 'addTicketFirst' } });
    const r = addAddon(cartOf(ticket()), addon);
    expect(r.ok && r.cart.items).toHaveLength(2);
    const again = r.ok ? addAddon(r.cart, { ...addon, quantity: 5 }) : r;
    expect(again.ok && again.cart.items[1]!.quantity).toBe(3);
  });
  it('removing an item removes its group and names the reservations to release', () => {
    const t = ticket({ key: 't' });
    const a = ticket({ key: 'a', isAddon: true, facility: undefined });
    const other = ticket({ key: 'o', groupKey: 'g2' }, { start: '12:00:00' });
    const { cart, removed } = removeGroup(cartOf(t, a, other), 't');
    expect(cart.items.map((i) => i.key)).toEqual(['o']);
    // The cart/sync products of `removed` (the holds to release): lib/provider/commerce-shapes.test.ts.
    expect(removed.map((i) => i.key)).toEqual(['t', 'a']);
    expect(removeGroup(cartOf(t, a), 'a').cart.items.map((i) => i.key)).toEqual(['t']);
  });
  it('membership is never mixed with other types, in either direction (spec §8 Cart Error)', () => {
    expect(mixingError(cartOf(ticket()), 'membership')).toEqual({ key: 'membershipWithOthers' });
    expect(mixingError(cartOf(ticket({ productType: 'membership', facility: undefined })), 'event')).toEqual({ key: 'othersWithMembership' });
    expect(mixingError(cartOf(), 'membership')).toBeNull();
    expect(addTickets(cartOf(ticket({ productType: 'membership', facility: undefined })), [ticket()])).toEqual({ ok: false, error: { key: 'othersWithMembership' } });
  });
  it('refuses a dependent ticket at the same time as its dependency (spec §5)', () => {
    const dep = ticket({ groupKey: 'g2', productId: 20 }, { facilityId: 2, dependencies: [{ product_id: 10, period: null }] });
    expect(addTickets(cartOf(ticket()), [dep])).toEqual({ ok: false, error: { key: 'dependencyConflict' } });
  });
  it('prices are (price + tax) x quantity (spec §9)', () => {
    expect(lineTotal({ price: 100, taxAmount: 5, quantity: 3 })).toBe(315);
    expect(cartTotals(cartOf(ticket({ quantity: 2 }), ticket({ price: 10, taxAmount: 0.5 })))).toEqual({ subtotal: 210, tax: 10.5, discount: 0, total: 220.5, count: 3 });
  });
  it('quantity at a slot and quantity caps', () => {
    const c = cartOf(ticket({ key: 'k', quantity: 2, maxQuantity: 4 }));
    expect(quantityAtSlot(c, 1, 10, '2026-01-01', '10:00:00')).toBe(2);
    expect(setQuantity(c, 'k', 9).items[0]!.quantity).toBe(4);
    expect(setQuantity(c, 'k', 0).items[0]!.quantity).toBe(1);
  });
});

describe('session storage (spec §4)', () => {
  it('stores { items } under the host key, announces the change, and reads back', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    const events: string[] = [];
    writeCart(storage, 'localhost', cartOf(ticket({ key: 'k' })), { dispatchEvent: (e: Event) => (events.push(e.type), true) });
    expect(JSON.parse(store.get(cartStorageKey('localhost'))!).items[0].quantity).toBe(1);
    expect(events).toEqual([CART_EVENT]);
    expect(readCart(storage, 'localhost').items).toHaveLength(1);
    writeCart(storage, 'localhost', cartOf());
    expect(store.size).toBe(0);
    store.set(cartStorageKey('x'), '{bad');
    expect(readCart(storage, 'x')).toEqual({ items: [] });
    // One reader for the badge, guest login and the guest reset: any object is a line; garbage is not.
    store.set(cartStorageKey('y'), JSON.stringify({ items: [{ productType: 'event', quantity: 2 }, null, 'x'] }));
    expect(readCart(storage, 'y').items).toEqual([{ productType: 'event', quantity: 2, key: 'line-0' }]);
  });
});
