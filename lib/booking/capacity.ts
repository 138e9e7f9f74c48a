import type { TicketProduct } from './types';

/** The session's own holds are marked so by the provider (lib/provider/facilities.ts reserved_slots.session_id). */
export const SELF_SESSION = 'self';

export interface CapacityInput {
  product: Pick<TicketProduct, 'inventoryEnabled' | 'remainingCapacity' | 'availableCapacity' | 'participantCount' | 'reservedSlots'>;
  /** HH:mm:ss of the chosen slot. */
  startTime: string;
  /** Quantity of this product already in the cart for the same facility, date and slot. */
  inCart: number;
  perDay: boolean;
  /** Special mode: customer_threshold from customer-configurations; null when none (spec §8: failure → none). */
  customerThreshold?: number | null;
  /**
   * Special mode: participants the cart already holds at the slot over every product (`slotParticipants` in
   * ./pass-cap, the rule the cart's steppers share); `inCart` when absent.
   */
  slotInCart?: number;
}

/** The special mode's quantity left under the threshold (./pass-cap counts the slot; null: no threshold). */
function thresholdLeft(i: CapacityInput, per: number): number | null {
  if (i.customerThreshold == null) return null;
  const used = i.slotInCart ?? i.inCart * per;
  return Math.floor(Math.max(0, i.customerThreshold - used) / per);
}

/**
 * spec §5 adding a ticket: quantity x participants cannot exceed the available capacity (remaining_capacity with
 * inventory, else available_capacity) minus what the cart holds for the same facility, product, date and slot,
 * minus what other sessions reserved. With per-day capacity the session's own holds at other start times count too.
 * Returns the capacity left in participant units and the largest quantity that may still be added.
 */
export function ticketCapacity(i: CapacityInput): { remaining: number; maxQuantity: number } {
  const p = i.product;
  const base = p.inventoryEnabled ? p.remainingCapacity : p.availableCapacity;
  const per = Math.max(1, p.participantCount || 1);
  let reserved = 0;
  for (const r of p.reservedSlots) {
    const sameSlot = r.startTime.slice(0, 5) === i.startTime.slice(0, 5);
    if (r.sessionId !== SELF_SESSION) {
      if (sameSlot || i.perDay) reserved += r.quantity;
    } else if (i.perDay && !sameSlot) reserved += r.quantity;
  }
  const remaining = Math.max(0, base - i.inCart * per - reserved);
  let maxQuantity = Math.floor(remaining / per);
  const left = thresholdLeft(i, per);
  if (left != null) maxQuantity = Math.min(maxQuantity, left);
  return { remaining, maxQuantity };
}

/**
 * Issue 23 item 1, spec §3 Facility: the provider refused a slot because a parent or child facility is booked then,
 * or an academy class holds the facility (lib/api/refusals.ts reads its code). Same keys in `booking` and `cart`.
 */
export type SlotRefusalKey = 'linkedFacilityBooked' | 'classScheduled';

const SLOT_CODES: Record<string, SlotRefusalKey> = { linked_facility_booked: 'linkedFacilityBooked', class_scheduled: 'classScheduled' };

/** The provider's code for such a refusal (sandbox/README.md) as its key; null for any other code. */
export function slotRefusalKey(code: unknown): SlotRefusalKey | null {
  return typeof code === 'string' && Object.hasOwn(SLOT_CODES, code) ? SLOT_CODES[code]! : null;
}

export const isSlotRefusalKey = (key: string): key is SlotRefusalKey => Object.values(SLOT_CODES).includes(key as SlotRefusalKey);

/** A capacity refusal as the provider's 409 answers it (lib/api/refusals.ts capacityFromServer). */
export type ServerCapacity = { key: 'capacityReached' } | { key: SlotRefusalKey } | { key: 'capacityRemaining'; remaining: number; requested: number };

export type CapacityError =
  | { key: 'capacityReached' }
  | { key: 'capacityRemaining'; remaining: number; requested: number }
  | { key: 'participantsPerSession'; max: number };

/** The spec §8 message for a requested quantity, or null when it fits. */
export function checkQuantity(i: CapacityInput, quantity: number): CapacityError | null {
  if (quantity <= 0) return null;
  const { remaining, maxQuantity } = ticketCapacity(i);
  if (quantity <= maxQuantity) return null;
  const per = Math.max(1, i.product.participantCount || 1);
  if (remaining <= 0) return { key: 'capacityReached' };
  const left = thresholdLeft(i, per);
  if (i.customerThreshold != null && left != null && quantity > left && quantity * per <= remaining) {
    return { key: 'participantsPerSession', max: i.customerThreshold };
  }
  return { key: 'capacityRemaining', remaining, requested: quantity * per };
}
