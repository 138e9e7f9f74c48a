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
type Slot = NonNullable<CartItem['facility']>;
export const slot = (over: Partial<Slot> = {}): Slot => ({
  facilityId: 3,
  facilityName: name,
  venueServiceId: 2,
  date: '2026-01-01',
  start: '10:00:00',
  end: '11:00:00',
  capacityBased: false,
  participantCount: 1,
  dependencies: [],
  ...over,
});
export const facility = (over: Partial<CartItem> = {}): CartItem => line({ facility: slot(), ...over });

/** A facility ticket with an add-on and one line of every other product type (the order bundle's groups). */
export function everyProductType(): CartItem[] {
  const t = facility({ groupKey: 'G', productId: 10, quantity: 2 });
  return [
    t,
    line({ groupKey: 'G', productId: 77, quantity: 3, isAddon: true }),
    line({ productType: 'event', productId: 5, quantity: 2, event: { eventId: 1, ticketId: 5, scheduleId: 9, eventName: t.name, date: '2026-01-02', start: '18:00:00', end: '20:00:00' } }),
    line({ productType: 'academy', academy: { academyId: 4, programmeId: 6, packageId: 8, academyName: t.name, programmeName: t.name, startDate: '2026-02-01', endDate: '2026-03-01', days: [0, 2] } }),
    line({ productType: 'trainer', trainer: { trainerId: 2, packageId: 3, trainerName: t.name, sessions: 4 } }),
    line({ productType: 'offer', offer: { offerId: 12, offerPrice: 50 } }),
    line({ productType: 'pos', productId: 44, pos: { outletId: 7, outletName: null } }),
  ];
}
export const cartOf = (...items: CartItem[]): Cart => ({ items });
