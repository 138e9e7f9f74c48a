'use client';
import { useCustomerThreshold } from '../useBookingData';
import { afterDefaultProducts, capacityMessage, hasAddons, ticketGroup } from '@/lib/booking/flow';
import { checkQuantity, ticketCapacity } from '@/lib/booking/capacity';
import { addonLimit } from '@/lib/booking/addons';
import { bookingCartLine, facilityLine } from '@/lib/booking/cart-lines';
import { addAddon, addTickets, quantityAtSlot } from '@/lib/cart/rules';
import { slotParticipants } from '@/lib/booking/pass-cap';
import { randomKey } from '@/lib/cart/storage';
import type { Addon, AutoFacility, TicketProduct } from '@/lib/booking/types';
import type { Slot } from '@/lib/booking/slots';
import type { Visitor } from '@/lib/booking/visitors';
import type { BookingSettings } from '../types';
import type { SelectionState } from './useSelection';
import type { StepsState } from './useBookingSteps';
import type { BookingCart } from './useBookingCart';

/**
 * Tickets, quantities and add-to-cart (spec §4 step 1 Continue, §5 adding a ticket, step 3 add-ons): each add is
 * checked by the rules (lib/booking/capacity.ts, lib/cart/rules.ts), then goes through the booking's cart.
 */
export function useBookingAdds(s: BookingSettings, st: SelectionState, steps: StepsState, cart: BookingCart, at: { slot: Slot | null; auto: AutoFacility | null }) {
  const { serviceId } = st.sel;
  const { slot, auto } = at;
  const { setError, setNotice } = st;
  const threshold = useCustomerThreshold(steps.step >= 2);

  const lineAt = (a: AutoFacility, sl: Slot, p: { dependencies: TicketProduct['dependencies'] }, participantCount?: number) =>
    facilityLine(a, { venueServiceId: serviceId!, date: sl.date, start: sl.start, end: sl.end }, p.dependencies, participantCount);

  /** An add that went in: its group takes the next add-ons, and the visitor hears so (spec §4, §8). */
  const added = (groupKey: string) => {
    steps.setGroupKey(groupKey);
    setNotice({ key: 'added' });
  };

  /** Step 1 Continue. Returns 'cart' when the caller should go to the cart. */
  const continueStep1 = async (): Promise<'cart' | null> => {
    if (!auto || !slot) return null;
    setError(null);
    if (auto.facility.perCapacity) {
      steps.setStep(2);
      return null;
    }
    const g = randomKey();
    const lines = auto.defaultProducts.map((p) => bookingCartLine({ key: randomKey(), groupKey: g, venueId: s.venueId, product: p, quantity: p.quantity, facility: lineAt(auto, slot, p) }));
    const r = addTickets(cart.current(), lines);
    if (!r.ok) {
      setError({ key: r.error.key });
      return null;
    }
    steps.setBusy(true);
    const ok = await cart.commit(r.cart, lines);
    steps.setBusy(false);
    if (!ok) return null;
    added(g);
    const next = afterDefaultProducts(s.specialMode, hasAddons(auto));
    if (next === 'cart') return 'cart';
    steps.afterAdded();
    return null;
  };

  const capacityInput = (p: TicketProduct) => ({
    product: p,
    startTime: slot?.start ?? '',
    inCart: slot ? quantityAtSlot(cart.cart, p.facilityId, p.productId, slot.date, slot.start) : 0,
    perDay: auto?.facility.perDayCapacity === true,
    customerThreshold: s.specialMode ? threshold : null,
    // The threshold counts every pass the cart holds at the slot, as the cart's steppers do (lib/booking/pass-cap).
    slotInCart: slot ? slotParticipants(cart.cart.items, { facilityId: p.facilityId, date: slot.date, start: slot.start }) : 0,
  });

  const addTicketNow = async (p: TicketProduct, quantity: number, customers: Visitor[]): Promise<boolean> => {
    if (!auto || !slot || quantity <= 0) return false;
    setNotice(null);
    const over = checkQuantity(capacityInput(p), quantity);
    if (over) {
      setError(capacityMessage(over));
      return false;
    }
    const current = cart.current();
    const groupKey = ticketGroup(current.items, p.productId, p.facilityId, slot) ?? randomKey();
    const line = bookingCartLine({ key: randomKey(), groupKey, venueId: s.venueId, product: p, quantity, customers, facility: lineAt(auto, slot, p, p.participantCount) });
    const r = addTickets(current, [line]);
    if (!r.ok) {
      setError({ key: r.error.key });
      return false;
    }
    steps.setBusy(true);
    const ok = await cart.commit(r.cart, [line]);
    steps.setBusy(false);
    if (!ok) return false;
    setError(null);
    added(line.groupKey);
    return true;
  };

  /** Step 3: add-ons join the ticket's group; they need a ticket first (spec §4). */
  const addAddonToCart = (a: Addon, quantity: number): boolean => {
    if (quantity <= 0) return false;
    const limit = addonLimit(a);
    if (quantity > limit) {
      setError({ key: 'maxQuantityReached', values: { max: limit } });
      return false;
    }
    const line = bookingCartLine({ key: randomKey(), groupKey: steps.groupKey ?? '', venueId: s.venueId, product: { ...a, productId: a.id }, quantity, addonLimit: limit });
    const r = addAddon(cart.current(), line);
    if (!r.ok) {
      setError({ key: r.error.key });
      return false;
    }
    cart.store(r.cart);
    setError(null);
    setNotice({ key: 'added' });
    return true;
  };

  return {
    proceedFromStep1: (): Promise<'cart' | null> => cart.once(null, continueStep1),
    /** Step 2: add a per-capacity ticket (spec §5 adding a ticket). Returns true when added. */
    addTicket: (p: TicketProduct, quantity: number, customers: Visitor[] = []): Promise<boolean> => cart.once(false, () => addTicketNow(p, quantity, customers)),
    maxFor: (p: TicketProduct) => ticketCapacity(capacityInput(p)).maxQuantity,
    addAddonToCart,
  };
}
