import { mixingError, outletError, outletsMixed } from './mixing';
import type { Cart, CartError, CartItem } from './types';
import { MAX_ADD_QUANTITY } from './limits';

/**
 * Adding a catalogue product (event ticket, membership, academy package, trainer package, offer, outlet or retail
 * product) to the cart: the rules of spec §4 (cart rules) and §5 (duplicates, repeating days), §8 ('invalidVenue').
 * Facility tickets keep their own rules (`addTickets` in ./rules, used by the booking modal). This module and its
 * imports stay small: the add islands of the catalogue pages load it at the first add (issue 27 §2).
 */
export type AddResult = { ok: true; cart: Cart; outletWarning: boolean } | { ok: false; error: CartError };

export { MAX_ADD_QUANTITY };

/** spec §4: POS items must come from one outlet; a cart of two (edited storage) sets the warning flag (./mixing). */
export function outletWarning(items: CartItem[]): boolean {
  return outletsMixed(items);
}

/** spec §5 repeating days: the days chosen under one date range must be unique. */
export function hasRepeatingDays(days: number[]): boolean {
  return new Set(days).size !== days.length;
}

const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) => a.startDate <= b.endDate && b.startDate <= a.endDate;

/** spec §5 duplicates, per product type; null when the line may join the cart. */
function duplicateError(items: CartItem[], line: CartItem): CartError | null {
  switch (line.productType) {
    case 'event': {
      // A seat is a ticket type at one schedule: more of it is a quantity change in the cart, not a second line.
      const e = line.event!;
      return items.some((i) => i.event && i.event.ticketId === e.ticketId && i.event.scheduleId === e.scheduleId) ? { key: 'seatInCart' } : null;
    }
    case 'membership': {
      // 'Membership already in cart' (the message asks whether the visitor meant to renew).
      const m = line.membership!;
      return items.some((i) => i.membership?.membershipId === m.membershipId) ? { key: 'membershipInCart' } : null;
    }
    case 'academy': {
      const a = line.academy!;
      if (!a.days.length || hasRepeatingDays(a.days)) return { key: 'repeatingDays' };
      const same = items.filter((i) => i.academy?.programmeId === a.programmeId);
      if (same.some((i) => i.academy!.packageId === a.packageId)) return { key: 'packageInCart' };
      // Another package of the same programme may join only for other dates or other days (no session twice).
      const clash = same.some((i) => overlaps(i.academy!, a) && i.academy!.days.some((d) => a.days.includes(d)));
      return clash ? { key: 'workshopInCart' } : null;
    }
    case 'trainer': {
      const t = line.trainer!;
      return items.some((i) => i.trainer?.packageId === t.packageId && i.trainer.trainerId === t.trainerId) ? { key: 'packageInCart' } : null;
    }
    case 'offer':
      return items.some((i) => i.offer?.offerId === line.offer!.offerId) ? { key: 'productInCart' } : null;
    default:
      return null;
  }
}

const detailOf: Record<CartItem['productType'], keyof CartItem> = {
  facility: 'facility',
  event: 'event',
  membership: 'membership',
  academy: 'academy',
  trainer: 'trainer',
  offer: 'offer',
  pos: 'pos',
};

/**
 * Add one catalogue line. Order of the checks: the venue (spec §8 'invalidVenue' when the line's venue is missing
 * or not the venue of this site), membership mixing in either direction (spec §4), then the duplicates of spec §5.
 * POS products of the same outlet raise the quantity of the line already there; another outlet's product is refused
 * ('otherOutlet': the island opens the spec §4 cart warning, Clear Cart / View Cart).
 */
export function addLine(cart: Cart, line: CartItem, venueId: number | null | undefined): AddResult {
  // Spec §8 "No venue id: 'Invalid Config'; 'invalidVenue' for other product types".
  if (!venueId) return { ok: false, error: { key: 'invalidConfig' } };
  if (!venueId || !line.venueId || line.venueId !== venueId) return { ok: false, error: { key: 'invalidVenue' } };
  // A line without its product details, or with a broken quantity or price, was tampered with: reselect.
  if (!line[detailOf[line.productType]] || !(line.quantity >= 1) || !Number.isFinite(line.price) || !Number.isFinite(line.taxAmount)) {
    return { ok: false, error: { key: 'invalidVenue' } };
  }
  // Facility tickets come from the booking modal, with their slot rules and holds (addTickets in ./rules).
  if (line.productType === 'facility') return { ok: false, error: { key: 'invalidVenue' } };
  const mix = mixingError(cart, line.productType) ?? outletError(cart, line);
  if (mix) return { ok: false, error: mix };
  const dup = duplicateError(cart.items, line);
  if (dup) return { ok: false, error: dup };

  let items: CartItem[];
  const samePos = line.productType === 'pos' ? cart.items.find((i) => i.productType === 'pos' && i.productId === line.productId && i.pos?.outletId === line.pos!.outletId) : undefined;
  if (samePos) {
    const quantity = Math.min(samePos.quantity + line.quantity, samePos.maxQuantity ?? Infinity);
    items = cart.items.map((i) => (i === samePos ? { ...i, quantity } : i));
  } else items = [...cart.items, line];
  const warn = outletWarning(items);
  return { ok: true, cart: { ...cart, items, outletWarning: warn }, outletWarning: warn };
}
