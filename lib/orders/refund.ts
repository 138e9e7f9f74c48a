import { fromFils, sumFils } from '../format/money';
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

export function shownOrderStatus(o: Pick<OrderView, 'status' | 'paid' | 'refunds'>): OrderStatus {
  const refunded = refundedTotal(o.refunds);
  const paid = fromFils(sumFils([o.paid.card, o.paid.wallet, o.paid.qpoints, o.paid.credit]));
  return o.status === 'paid' && refunded > 0 && refunded >= paid ? 'refunded' : o.status;
}
