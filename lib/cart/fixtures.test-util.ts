import type { Cart, CartItem } from './types';

/** Cart lines for the unit tests of lib/cart (one of each spec §3 product type). */
const name = { en: 'x', ar: 'س' };
let n = 0;
export const line = (over: Partial<CartItem> = {}): CartItem => ({
  key: `k${++n}`,
  groupKey: `g${n}`,
  venueId: 1,
  productType: 'facility',
  productId: 10,
  name,
  quantity: 1,
  price: 100,
  taxAmount: 5,
  customers: [],
  ...over,
});
export const facility = (over: Partial<CartItem> = {}): CartItem =>
  line({
    facility: { facilityId: 3, facilityName: name, venueServiceId: 2, date: '2026-01-01', start: '10:00:00', end: '11:00:00', capacityBased: false, participantCount: 1, dependencies: [] },
    ...over,
  });
export const cartOf = (...items: CartItem[]): Cart => ({ items });
