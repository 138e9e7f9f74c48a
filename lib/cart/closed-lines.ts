import { dateInPast, sessionState, type VenueMoment } from '../booking/sale-window';
import type { Cart, CartItem } from './types';

/**
 * Lines that can no longer be bought (issue 23 item 1): an event session that has started or ended, an academy
 * programme whose start date has passed, a membership that would start in the past (spec §5 booking dates: not
 * before today), an offer past its valid-until day. The cart marks them with the reason and cannot check out while
 * one is there (`closedLines`); the re-sync before Pay drops any that closed meanwhile (`dropClosedLines`). The
 * provider refuses them too (the sandbox's own check in sandbox/modules/commerce-pricing.ts).
 */
export type ClosedReason = 'sessionStarted' | 'sessionEnded' | 'programmePast' | 'membershipPast' | 'offerExpired';

export function closedReason(i: CartItem, now: VenueMoment): ClosedReason | null {
  if (i.event) {
    const state = sessionState({ startDate: i.event.date, startTime: i.event.start, endTime: i.event.end }, now);
    return state === 'ended' ? 'sessionEnded' : state === 'started' ? 'sessionStarted' : null;
  }
  if (i.academy && dateInPast(i.academy.startDate, now)) return 'programmePast';
  if (i.membership && dateInPast(i.membership.startDate, now)) return 'membershipPast';
  // The offer is sold through its valid-until day (the provider's offer_expired from the next day).
  if (i.offer?.validUntil && dateInPast(i.offer.validUntil.slice(0, 10), now)) return 'offerExpired';
  return null;
}

export interface ClosedLine {
  item: CartItem;
  reason: ClosedReason;
}

/** The cart's closed lines, each with its reason, in cart order. */
export function closedLines(items: readonly CartItem[], now: VenueMoment): ClosedLine[] {
  return items.flatMap((item) => {
    const reason = closedReason(item, now);
    return reason ? [{ item, reason }] : [];
  });
}

/** The cart without its closed lines, and what was dropped and why. */
export function dropClosedLines(cart: Cart, now: VenueMoment): { cart: Cart; dropped: ClosedLine[] } {
  const dropped = closedLines(cart.items, now);
  if (!dropped.length) return { cart, dropped };
  const keys = new Set(dropped.map((d) => d.item.key));
  const items = cart.items.filter((i) => !keys.has(i.key));
  return { cart: { ...cart, items }, dropped };
}
