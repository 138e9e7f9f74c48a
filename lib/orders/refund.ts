import { fromFils, sumFils, toFils } from '../format/money';
import type { OrderStatus, OrderView, Refund } from './types';

/**
 * A refunded order says so (issue 23 item 4). The provider keeps a cancelled booking's order `paid` and lists the
 * refunds of its cancelled lines; once everything paid has gone back, the order is shown as refunded (spec §4
 * profile status label "Refund Requested": the card's part is back with the card issuer, who credits it), and every
 * refund is a line of its own, by where it went.
 */
export function refundedTotal(refunds: readonly Refund[] | undefined): number {
  return fromFils(sumFils((refunds ?? []).map((r) => r.amount)));
}

/**
 * The status an order is shown with (spec §4 profile labels, messages `selfService.orderStatus`): its own, but
 * refunded once everything paid went back. One rule for every page that shows an order's status (the order page,
 * its gate page, the transactions, the booking cards), from the refunds listed or their total.
 */
export function statusAfterRefunds(status: OrderStatus, paid: number, refunded: number): OrderStatus {
  const back = toFils(refunded);
  return status === 'paid' && back > 0 && back >= toFils(paid) ? 'refunded' : status;
}

export const paidTotal = (p: OrderView['paid']): number => fromFils(sumFils([p.card, p.wallet, p.qpoints, p.credit]));

export function shownOrderStatus(o: Pick<OrderView, 'status' | 'paid' | 'refunds'>): OrderStatus {
  return statusAfterRefunds(o.status, paidTotal(o.paid), refundedTotal(o.refunds));
}
