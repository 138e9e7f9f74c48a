import { describe, expect, it } from 'vitest';
import { addTickets, facilityGroups, groupByType, quantityBounds, removeGroup, setQuantity } from './rules';
import { readCart, writeCart } from './storage';
import { cartOf, facility, line } from './fixtures.test-util';

describe('cart page rules (spec §2 cart with add-on cards, §4 cart rules)', () => {
  it('groups lines by product type in the bundle order of spec §3', () => {
    const c = cartOf(line({ productType: 'pos' }), facility(), line({ productType: 'event' }));
    expect(groupByType(c).map((g) => g.type)).toEqual(['facility', 'event', 'pos']);
  });
  it('facility groups hold their tickets and add-ons', () => {
    const t = facility({ groupKey: 'G' });
    const a = line({ groupKey: 'G', isAddon: true });
    expect(facilityGroups(cartOf(t, a, line({ productType: 'event' })))).toEqual([{ groupKey: 'G', tickets: [t], addons: [a] }]);
  });
  it('quantities within the rules: add-ons up to their stock, private slots fixed', () => {
    expect(quantityBounds(line({ isAddon: true, maxQuantity: 3 }))).toEqual({ min: 1, max: 3 });
    expect(quantityBounds(facility())).toBeNull();
    expect(quantityBounds(line({ productType: 'membership' }))).toBeNull();
    expect(setQuantity(cartOf(line({ key: 'a', isAddon: true, maxQuantity: 3 })), 'a', 9).items[0]!.quantity).toBe(3);
  });
  it('cart changes keep the promotion and notes', () => {
    const c = { ...cartOf(facility({ key: 'a' })), promotion: { code: 'SAVE10', type: 'promo' as const }, orderNotes: 'n' };
    expect(removeGroup(c, 'zz').cart).toMatchObject({ promotion: c.promotion, orderNotes: 'n' });
    const r = addTickets(c, [line({ productType: 'event' })]);
    expect(r.ok && r.cart.orderNotes).toBe('n');
  });
});

describe('cart storage (spec §4: persists in session storage; emptied fully)', () => {
  const store = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
  };
  it('keeps the promotion, notes and a pending payment; drops anything malformed', () => {
    const s = store();
    writeCart(s, 'h', { ...cartOf(facility()), promotion: { code: 'SAVE10', type: 'promo' }, orderNotes: 'Gate B', pendingOrder: { token: 't', at: 1 } });
    expect(readCart(s, 'h')).toMatchObject({ promotion: { code: 'SAVE10', type: 'promo' }, orderNotes: 'Gate B', pendingOrder: { token: 't', at: 1 } });
    s.setItem('storefront:cart:h', JSON.stringify({ items: [], promotion: { code: 1 }, orderNotes: 5, pendingOrder: 'x' }));
    expect(readCart(s, 'h')).toEqual({ items: [] });
  });
  it('an empty cart leaves nothing behind', () => {
    const s = store();
    writeCart(s, 'h', { items: [], promotion: { code: 'X', type: 'promo' }, orderNotes: 'n' });
    expect(s.m.size).toBe(0);
  });
});
