import { orderDetailResponseSchema } from '../../lib/provider/commerce';
import type { DB } from '../db';
import type { LineExtra, LineFacts, Place } from './commerce-pricing';
import { checked, fail, isLoopback, type Router } from '../http';
import { settleExpired } from './commerce-places';
import { commerceVenue, venueInfo } from './commerce-store';

/** GET orders/{token} and the loopback test hooks over orders (sandbox/README.md "Commerce"). */
export interface OrderRow {
  id: number;
  venue_token: string;
  token: string;
  transaction_id: string | null;
  customer_id: number;
  status: string;
  locale: 'en' | 'ar';
  return_url: string;
  currency: string;
  customer_name: string;
  email: string | null;
  mobile: string | null;
  save_card: number;
  card_id: string | null;
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
  paid_card: number;
  paid_wallet: number;
  paid_qpoints: number;
  paid_credit: number;
  created_at: number;
  expires_at: number;
  /** The order payload's isBaps (spec §3). */
  is_baps: number;
}

export const orderByToken = (db: DB, token: string) => db.prepare('SELECT * FROM cm_orders WHERE token = ?').get(token) as OrderRow | undefined;
export const orderByTransaction = (db: DB, tid: string) => db.prepare('SELECT * FROM cm_orders WHERE transaction_id = ?').get(tid) as OrderRow | undefined;

/** A row of cm_order_lines (commerce-store.ts); `place` is the JSON of the places the line holds. */
export interface OrderLineRow extends LineFacts {
  order_id: number;
  idx: number;
  product_type: string;
  price: number;
  tax_amount: number;
  discount: number;
  total: number;
  place: string | null;
  /** JSON ProgrammeFacts of a trainer or academy line. */
  programme: string | null;
  /** JSON LineExtra of a membership, outlet or offer line (commerce-pricing.ts). */
  extra: string | null;
}

export function orderLines(db: DB, orderId: number): Array<Omit<OrderLineRow, 'order_id' | 'idx' | 'place'> & { place: Place | null }> {
  return (
    db
      .prepare('SELECT product_type, name, ar_name, detail, ar_detail, date, start_time, end_time, quantity, price, tax_amount, discount, total, place, programme, extra FROM cm_order_lines WHERE order_id = ? ORDER BY idx')
      .all(orderId) as Array<Omit<OrderLineRow, 'order_id' | 'idx'>>
  ).map(({ place, ...l }) => ({ ...l, place: place ? (JSON.parse(place) as Place) : null }));
}

export function orderDetail(db: DB, o: OrderRow) {
  const venue = venueInfo(db, o.venue_token);
  const cv = commerceVenue(db, o.venue_token);
  // Tickets are what the gate scans: only a paid order shows them.
  const tickets =
    o.status === 'paid'
      ? db.prepare('SELECT code, product_type, name, ar_name, detail, ar_detail, date, start_time, end_time, holder FROM cm_tickets WHERE order_id = ? ORDER BY rowid').all(o.id)
      : [];
  return {
    order_id: o.id,
    token: o.token,
    status: o.status,
    created_at: new Date(o.created_at).toISOString(),
    currency: o.currency,
    venue: { name: venue?.name ?? o.venue_token, ar_name: venue?.arName ?? null, address: cv.address ?? null, ar_address: cv.ar_address ?? null },
    customer: { name: o.customer_name, email: o.email, mobile: o.mobile },
    lines: orderLines(db, o.id).map(({ place: _place, extra, ...l }) => ({ ...l, ...(extra ? (JSON.parse(extra) as LineExtra) : {}) })),
    tickets,
    subtotal: o.subtotal,
    tax: o.tax,
    discount: o.discount,
    total: o.total,
    paid: { card: o.paid_card, wallet: o.paid_wallet, qpoints: o.paid_qpoints, credit: o.paid_credit },
    transaction_id: o.transaction_id,
    refunds: refundsOf(db, o.id),
  };
}

/** The refunds of an order's cancelled lines, by where they went (the self-service module records them). */
function refundsOf(db: DB, orderId: number): Array<{ to: string; amount: number }> {
  const has = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ss_refunds'").get();
  if (!has) return [];
  return db.prepare('SELECT to_kind AS "to", ROUND(SUM(amount), 2) AS amount FROM ss_refunds WHERE order_id = ? GROUP BY to_kind ORDER BY MIN(rowid)').all(orderId) as Array<{ to: string; amount: number }>;
}

export function orderViewRoutes(r: Router): void {
  r.add('GET', '/api/v2/orders/:token', ({ db, params }) => {
    settleExpired(db);
    const o = orderByToken(db, params.token!);
    if (!o) return fail(404, 'Order not found');
    return checked(orderDetailResponseSchema, { status: true, data: orderDetail(db, o) });
  });

  // Test hook: every order waiting for payment (or only `?order=ID`, so parallel e2e workers leave each other's orders
  // alone) is aged past the hold time (its places and the order expire).
  r.add('POST', '/__admin/expire-orders', (ctx) => {
    if (!isLoopback(ctx)) return fail(403, 'Forbidden');
    const past = Date.now() - 1;
    const only = Number(ctx.query.get('order') ?? 0);
    const ids = (ctx.db.prepare("SELECT id FROM cm_orders WHERE status = 'pending_payment'").all() as Array<{ id: number }>)
      .map((x) => x.id)
      .filter((id) => !only || id === only);
    ctx.db.transaction(() => {
      for (const id of ids) {
        ctx.db.prepare('UPDATE cm_orders SET expires_at = ?, created_at = created_at - ? WHERE id = ?').run(past, 16 * 60_000, id);
        ctx.db.prepare('UPDATE cm_event_places SET expires_at = ? WHERE order_id = ?').run(past, id);
        ctx.db.prepare('UPDATE fb_reservations SET expires_at = ? WHERE session_id = ?').run(past, `order:${id}`);
      }
    })();
    settleExpired(ctx.db);
    return { status: 200, body: { status: true, data: { expired: ids.length } } };
  });

  // Test hook: the venue approves an order waiting for approval (partner credit); it becomes paid with its tickets.
  r.add('POST', '/__admin/approve-order', (ctx) => {
    if (!isLoopback(ctx)) return fail(403, 'Forbidden');
    const token = ctx.body instanceof FormData ? ctx.body.get('token') : (ctx.body as { token?: unknown } | null)?.token;
    const n = ctx.db.prepare("UPDATE cm_orders SET status = 'paid', decided_at = ? WHERE token = ? AND status = 'approval_required'").run(Date.now(), String(token ?? '')).changes;
    return n ? { status: 200, body: { status: true, data: null } } : fail(404, 'No order waiting for approval with this token');
  });

  r.add('GET', '/__admin/orders', (ctx) => {
    if (!isLoopback(ctx)) return fail(403, 'Forbidden');
    settleExpired(ctx.db);
    const venue = ctx.query.get('venue') ?? 'oasis-site-token';
    const rows = ctx.db.prepare('SELECT * FROM cm_orders WHERE venue_token = ? ORDER BY id').all(venue) as OrderRow[];
    const data = rows.map((o) => ({
      order_id: o.id,
      token: o.token,
      transaction_id: o.transaction_id,
      customer_id: o.customer_id,
      status: o.status,
      is_baps: o.is_baps,
      total: o.total,
      paid: { card: o.paid_card, wallet: o.paid_wallet, qpoints: o.paid_qpoints, credit: o.paid_credit },
      created_at: new Date(o.created_at).toISOString(),
      hold_expires_at: o.status === 'pending_payment' ? new Date(o.expires_at).toISOString() : null,
      lines: orderLines(ctx.db, o.id),
    }));
    return { status: 200, body: { status: true, data } };
  });
}
