import { divideInstalment } from './instalments';
import type { LocalizedText } from '../i18n/pick';
import type { CartItem } from './types';

/**
 * Pure builders from the app's catalogue types to cart lines (spec §3 cart item: one productType with its
 * per-type fields). The figures are the catalogue's; the provider prices the order itself (docs/commerce.md), so a
 * line's price is what the visitor is shown, never what is charged. Keys come from the caller (random in the
 * browser) so the builders stay pure.
 */
export interface LineKeys {
  key: string;
  groupKey: string;
}

interface Named {
  id: number;
  name: LocalizedText;
}

interface Base {
  venueId: number;
  keys: LineKeys;
  quantity?: number;
}

const qty = (n: number | undefined) => (n && Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1);

function line(b: Base, rest: Omit<CartItem, 'key' | 'groupKey' | 'venueId' | 'quantity' | 'customers'>): CartItem {
  return { key: b.keys.key, groupKey: b.keys.groupKey, venueId: b.venueId, quantity: qty(b.quantity), customers: [], ...rest };
}

/** spec §3 event fields: one ticket type at one schedule; the name says which ticket of which event. */
export function eventLine(
  b: Base & {
    event: Named;
    ticket: Named & { price: number; tax: number };
    schedule: { id: number; startDate: string; startTime: string; endTime: string };
  },
): CartItem {
  const { event, ticket, schedule } = b;
  return line(b, {
    productType: 'event',
    productId: ticket.id,
    name: ticket.name,
    price: ticket.price,
    taxAmount: ticket.tax,
    event: {
      eventId: event.id,
      ticketId: ticket.id,
      scheduleId: schedule.id,
      eventName: event.name,
      date: schedule.startDate,
      start: schedule.startTime,
      end: schedule.endTime,
    },
  });
}

/**
 * spec §3 membership fields; spec §9: an instalment plan divides price and tax by its divisor (default 1), so the
 * line carries the first instalment's figures (the one the order pays, lib/cart/instalments.ts), the divisor and
 * the plan's whole price for its schedule.
 */
export function membershipLine(
  b: Base & {
    membership: Named;
    pkg: Named & { price: number; tax: number };
    plan: { id: number; divisor: number; intervalMonths?: number } | null;
    startDate: string;
  },
): CartItem {
  const part = divideInstalment(b.pkg.price, b.pkg.tax, b.plan?.divisor ?? 1);
  return line({ ...b, quantity: 1 }, {
    productType: 'membership',
    productId: b.pkg.id,
    name: b.pkg.name,
    price: part.price,
    taxAmount: part.tax,
    membership: {
      membershipId: b.membership.id,
      packageId: b.pkg.id,
      membershipName: b.membership.name,
      instalmentId: b.plan && part.count > 1 ? b.plan.id : null,
      divisor: part.count,
      startDate: b.startDate,
      ...(b.plan && part.count > 1 ? { plan: { price: b.pkg.price, tax: b.pkg.tax, intervalMonths: b.plan.intervalMonths ?? 1 } } : {}),
    },
  });
}

/** spec §3 workshop fields: a programme package over a date range on chosen weekdays, priced by workshops/check. */
export function academyLine(
  b: Base & {
    academy: Named;
    programme: Named;
    pkg: Named;
    range: { startDate: string; endDate: string; days: number[] };
    /** The workshops/check answer (spec §7). */
    priced: { price: number; tax: number };
  },
): CartItem {
  return line({ ...b, quantity: 1 }, {
    productType: 'academy',
    productId: b.pkg.id,
    name: b.pkg.name,
    price: b.priced.price,
    taxAmount: b.priced.tax,
    academy: {
      academyId: b.academy.id,
      programmeId: b.programme.id,
      packageId: b.pkg.id,
      academyName: b.academy.name,
      programmeName: b.programme.name,
      startDate: b.range.startDate,
      endDate: b.range.endDate,
      days: [...b.range.days].sort((x, y) => x - y),
    },
  });
}

/** spec §3 trainer fields (trainer_id, training_package_id, sessions). */
export function trainerLine(b: Base & { trainer: Named; pkg: Named & { price: number; tax: number; sessions: number } }): CartItem {
  return line({ ...b, quantity: 1 }, {
    productType: 'trainer',
    productId: b.pkg.id,
    name: b.pkg.name,
    price: b.pkg.price,
    taxAmount: b.pkg.tax,
    trainer: { trainerId: b.trainer.id, packageId: b.pkg.id, trainerName: b.trainer.name, sessions: b.pkg.sessions },
  });
}

/** spec §3 offer (offer_id, offer_price): the line costs the offer price, with the offer's tax. */
export function offerLine(b: Base & { offer: Named & { offerPrice: number; tax: number; validUntil?: string | null } }): CartItem {
  return line(b, {
    productType: 'offer',
    productId: b.offer.id,
    name: b.offer.name,
    price: b.offer.offerPrice,
    taxAmount: b.offer.tax,
    offer: { offerId: b.offer.id, offerPrice: b.offer.offerPrice, validUntil: b.offer.validUntil ?? null },
  });
}

type PosProduct = Named & { price: number; tax: number };
const posLine = (b: Base, p: PosProduct, pos: NonNullable<CartItem['pos']>): CartItem =>
  line(b, { productType: 'pos', productId: p.id, name: p.name, price: p.price, taxAmount: p.tax, pos });

/** spec §3 pos (outlet_id): a product of an outlet's menu. */
export function outletLine(b: Base & { outlet: Named; product: PosProduct }): CartItem {
  return posLine(b, b.product, { outletId: b.outlet.id, outletName: b.outlet.name });
}

/** A /retail product is a pos line too; it belongs to its outlet when the provider names one. */
export function retailLine(b: Base & { product: PosProduct & { outletId: number | null } }): CartItem {
  return posLine(b, b.product, { outletId: b.product.outletId, outletName: null });
}
