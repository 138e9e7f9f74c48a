import type { LocalizedText } from '../i18n/pick';
import type { CartItem, FacilityLine } from '../cart/types';
import type { AutoFacility, Dependency } from './types';

/** What a booking line is bought as: a default product, a per-capacity ticket or an add-on. */
export interface LineProduct {
  productId: number;
  name: LocalizedText;
  price: number;
  taxAmount: number;
}

/** Where and when a facility line is held (spec §3 cart item facility fields). */
export function facilityLine(
  a: AutoFacility,
  at: { venueServiceId: number; date: string; start: string; end: string },
  dependencies: Dependency[],
  participantCount = 1,
): FacilityLine {
  return {
    facilityId: a.facility.id,
    facilityName: a.facility.name,
    venueServiceId: at.venueServiceId,
    date: at.date,
    start: at.start,
    end: at.end,
    capacityBased: a.facility.perCapacity,
    participantCount,
    // The cart keeps the provider's names for dependencies (stored in session storage, read by lib/cart/rules).
    dependencies: dependencies.map((d) => ({ product_id: d.productId, period: d.period })),
  };
}

/**
 * One cart line of the facility booking (spec §4): a ticket or default product with its facility line, or an add-on
 * (no facility, its stock as maxQuantity) joining the ticket's group.
 */
export function bookingCartLine(o: {
  key: string;
  groupKey: string;
  venueId: number;
  product: LineProduct;
  quantity: number;
  customers?: unknown[];
  facility?: FacilityLine;
  addonLimit?: number;
}): CartItem {
  const line: CartItem = {
    key: o.key,
    groupKey: o.groupKey,
    venueId: o.venueId,
    productType: 'facility',
    productId: o.product.productId,
    name: o.product.name,
    quantity: o.quantity,
    price: o.product.price,
    taxAmount: o.product.taxAmount,
    customers: o.customers ?? [],
  };
  if (o.facility) line.facility = o.facility;
  if (o.addonLimit !== undefined) {
    line.isAddon = true;
    line.maxQuantity = o.addonLimit;
  }
  return line;
}
