import { describe, expect, it } from 'vitest';
import { afterOrderGone, orderHoldLive, pendingOrderOf } from './pending-order';
import type { CartItem } from '../cart/types';

const wire = {
  order_id: 7,
  token: 'tok',
  expires_at: '2026-01-01T10:15:00.000Z',
  currency: 'AED',
  total: 199.5,
  payment: { url: 'http://127.0.0.1:4000/pay/TX-1', transactionId: 'TX-1' },
  lines: [{ product_type: 'event', name: 'Gala', ar_name: 'حفل', date: '2026-01-02', start_time: '19:00:00', end_time: null, quantity: 2, total: 199.5 }],
};

describe('an order in progress (issue 24 item 1; spec §8 second order, §4 cart warning)', () => {
  it('reads the provider answer: hold end, the same payment page and the lines', () => {
    const o = pendingOrderOf(wire)!;
    expect(o).toMatchObject({ orderId: 7, token: 'tok', expiresAt: Date.parse('2026-01-01T10:15:00Z'), payment: { url: wire.payment.url, transactionId: 'TX-1' } });
    expect(o.lines[0]).toEqual({ type: 'event', name: { en: 'Gala', ar: 'حفل' }, detail: null, date: '2026-01-02', start: '19:00:00', end: null, quantity: 2, total: 199.5 });
    expect(pendingOrderOf(null)).toBeNull();
    expect(pendingOrderOf({ ...wire, expires_at: 'soon' })!.expiresAt).toBe(0);
  });

  it('is worth continuing only until its hold ends', () => {
    const o = pendingOrderOf(wire)!;
    expect(orderHoldLive(o, o.expiresAt - 1)).toBe(true);
    expect(orderHoldLive(o, o.expiresAt)).toBe(false);
    expect(orderHoldLive(null, 0)).toBe(false);
  });

  it('once gone, the cart keeps its lines without the mark and its facility holds are due again', () => {
    const facility = { key: 'f', productType: 'facility', facility: { date: '2026-01-02' }, heldUntil: 9e12 } as unknown as CartItem;
    const addon = { key: 'a', productType: 'facility', facility: { date: '2026-01-02' }, isAddon: true } as unknown as CartItem;
    const event = { key: 'e', productType: 'event' } as unknown as CartItem;
    const next = afterOrderGone({ items: [facility, addon, event], pendingOrder: { token: 'tok', at: 1 }, orderNotes: 'Gate B' }, 1000);
    expect(next.pendingOrder).toBeNull();
    expect(next.orderNotes).toBe('Gate B');
    expect(next.items.map((i) => i.heldUntil)).toEqual([1000, undefined, undefined]);
  });
});
