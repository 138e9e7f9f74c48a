import { pendingOrderResponseSchema } from '../../lib/provider/commerce';
import { checked, fail, type Router } from '../http';
import { bearerCustomer } from './auth';
import { orderLines, type OrderRow } from './commerce-order-view';
import { payBase } from './commerce-orders';
import { settleExpired } from './commerce-places';

/**
 * GET orders/pending (issue 24 item 1): the bearer's order waiting for the card at this venue, with its hold's end and
 * its hosted payment page, or `data: null`. An order past its hold is settled first (`expired`, places released), so
 * it is never answered. Registered before `GET orders/{token}`, whose pattern would take the path.
 */
export function pendingRoutes(r: Router): void {
  r.add('GET', '/api/v2/orders/pending', (ctx) => {
    const { db, headers } = ctx;
    const me = bearerCustomer(db, headers);
    if (!me || me === 'invalid') return fail(401, 'Unauthenticated');
    const now = Date.now();
    settleExpired(db, now);
    const o = db
      .prepare("SELECT * FROM cm_orders WHERE customer_id = ? AND venue_token = ? AND status = 'pending_payment' AND expires_at > ? ORDER BY id DESC LIMIT 1")
      .get(me.id, ctx.venueToken ?? '', now) as OrderRow | undefined;
    if (!o || !o.transaction_id) return checked(pendingOrderResponseSchema, { status: true, data: null });
    const lines = orderLines(db, o.id).map(({ place: _place, programme: _programme, price: _price, tax_amount: _tax, discount: _discount, ...l }) => l);
    return checked(pendingOrderResponseSchema, {
      status: true,
      data: {
        order_id: o.id,
        token: o.token,
        expires_at: new Date(o.expires_at).toISOString(),
        currency: o.currency,
        total: o.total,
        payment: { pg: 'sandbox', url: `${payBase(ctx)}/pay/${o.transaction_id}`, transactionId: o.transaction_id },
        lines,
      },
    });
  });
}
