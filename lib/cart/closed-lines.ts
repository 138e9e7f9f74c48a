import { dateInPast, sessionState, type VenueMoment } from '../booking/sale-window';
import type { Cart, CartItem } from './types';

/**
 * The re-sync before Pay (issue 23 item 1): lines that can no longer be bought are dropped from the cart with the
 * reason, before the order is sent: an event session that has started or ended, an academy programme whose start
 * date has passed, a membership that would start in the past (spec §5 booking dates: not before today). The provider
 * refuses them too (the sandbox's own check in sandbox/modules/commerce-pricing.ts).
 */
export type ClosedReason = 'sessionStarted' | 'sessionEnded' | 'programmePast' | 'membershipPast';

export function closedReason(i: CartItem, now: VenueMoment): ClosedReason | null {
  if (i.event) {
    const state = sessionState({ startDate: i.event.date, startTime: i.event.start, endTime: i.event.end }, now);
    return state === 'ended' ? 'sessionEnded' : state === 'started' ? 'sessionStarted' : null;
  }
  if (i.academy && dateInPast(i.academy.startDate, now)) return 'programmePast';
  if (i.membership && dateInPast(i.membership.startDate, now)) return 'membershipPast';
  return null;
}

export interface ClosedLine {
  item: CartItem;
  reason: ClosedReason;
}

/** The cart without its closed lines, and what was dropped and why. */
export function dropClosedLines(cart: Cart, now: VenueMoment): { cart: Cart; dropped: ClosedLine[] } {
  const dropped = cart.items.flatMap((item) => {
    const reason = closedReason(item, now);
    return reason ? [{ item, reason }] : [];
  });
  if (!dropped.length) return { cart, dropped };
  const keys = new Set(dropped.map((d) => d.item.key));
  const items = cart.items.filter((i) => !keys.has(i.key));
  return { cart: { ...cart, items }, dropped };
}
