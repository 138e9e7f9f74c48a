import type { CartItem } from '../cart/types';

/**
 * The special mode's participants per session (spec §5 adding a ticket: "In the special mode quantity is also capped
 * by the customer threshold"; spec §8 'Maximum of {n} participants allowed to book per session'): every ticket the
 * cart holds at one facility slot counts, whichever product and however it got there (the booking modal, the cart's
 * steppers, a second add for the same slot). The booking modal, the cart and the re-sync before Pay use this one rule;
 * the provider checks the order on its own.
 */
export interface SlotRef {
  facilityId: number;
  date: string;
  start: string;
}

const atSlot = (i: CartItem, s: SlotRef) => !i.isAddon && !!i.facility && i.facility.facilityId === s.facilityId && i.facility.date === s.date && i.facility.start === s.start;

const participants = (i: CartItem) => i.quantity * Math.max(1, i.facility?.participantCount || 1);

/** Participants the cart holds at one slot, leaving out the line `exceptKey` (the one being changed). */
export function slotParticipants(items: readonly CartItem[], slot: SlotRef, exceptKey?: string): number {
  return items.filter((i) => i.key !== exceptKey && atSlot(i, slot)).reduce((n, i) => n + participants(i), 0);
}

/** Participants still allowed at the slot under the threshold (null threshold: no cap). */
export function passesLeft(items: readonly CartItem[], slot: SlotRef, threshold: number | null, exceptKey?: string): number {
  if (threshold == null) return Infinity;
  return Math.max(0, threshold - slotParticipants(items, slot, exceptKey));
}

/** The largest quantity a cart line may have under the threshold, the rest of its slot counted (null: no cap). */
export function lineCap(items: readonly CartItem[], line: CartItem, threshold: number | null): number | null {
  if (threshold == null || !line.facility || line.isAddon) return null;
  return Math.floor(passesLeft(items, line.facility, threshold, line.key) / Math.max(1, line.facility.participantCount || 1));
}

/** The slots of the cart over the threshold (a cart raised past it by any route): what the re-sync before Pay refuses. */
export function slotsOverCap(items: readonly CartItem[], threshold: number | null): SlotRef[] {
  if (threshold == null) return [];
  const seen = new Map<string, SlotRef>();
  for (const i of items) {
    if (i.isAddon || !i.facility) continue;
    const s = { facilityId: i.facility.facilityId, date: i.facility.date, start: i.facility.start };
    const k = `${s.facilityId}|${s.date}|${s.start}`;
    if (!seen.has(k) && slotParticipants(items, s) > threshold) seen.set(k, s);
  }
  return [...seen.values()];
}
