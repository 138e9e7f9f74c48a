import { instalmentMonths, instalmentPart } from './instalments';
import {
  bookingChangeResponseSchema,
  bookingsResponseSchema,
  cancelBookingRequestSchema,
  ledgerResponseSchema,
  messageOnlySchema,
  partnerCreditResponseSchema,
  refundQuoteResponseSchema,
  rescheduleRequestSchema,
  transactionsResponseSchema,
  type BookingType,
  type BookingWire,
} from '../../lib/provider/self-service';
import { orderDetailResponseSchema } from '../../lib/provider/commerce';
import { changeAllowed, presetSince } from './self-service-checks';
import { addDays, minutes, venueNow, weekday } from './clock';
import type { DB } from '../db';
import { checked, fail, isLoopback, type Ctx, type Reply, type Router } from '../http';
import { bearerCustomer, type CustomerRow } from './auth';
import { facilityProduct, facilityVenue, holdPlaces } from './facilities';
import { LINK_MESSAGES } from './facility-links';
import { orderDetail, type OrderLineRow, type OrderRow } from './commerce-order-view';
import { balancesOf, settleExpired } from './commerce-places';
import { FOREVER, round2, venueInfo } from './commerce-store';
import { type Place, type ProgrammeFacts } from './commerce-pricing';
import { refundParts, type RefundTo } from './commerce-payments';

/**
 * Self-service over the commerce orders (sandbox/README.md "Self-service"): booking history per type, an order by its
 * id, facility reschedule and cancel, wallet and q-points history, transactions, partner credit and invoices. Every
 * path reads only the bearer's own orders at the request's venue: another customer's order id answers 404.
 */
const PER_PAGE = 16;
const TYPES: Record<BookingType, string[]> = {
  facility: ['facility'],
  trainer: ['trainer'],
  academy: ['academy'],
  event: ['event'],
  membership: ['membership'],
  retail: ['pos', 'offer'],
};

export function me(ctx: Ctx): CustomerRow | Reply {
  const c = bearerCustomer(ctx.db, ctx.headers);
  if (!c || c === 'invalid') return fail(401, 'Unauthenticated');
  if (c.is_anonymous) return fail(403, 'Please Login!');
  return c;
}
export const isReply = (v: unknown): v is Reply => !!v && typeof v === 'object' && 'status' in v && 'body' in v;

/** The bearer's own order named by the path's id (a booking path): 404 for anyone else's. */
function ownBooking(ctx: Ctx): { c: CustomerRow; o: NonNullable<ReturnType<typeof ownOrder>> } | Reply {
  const c = me(ctx);
  if (isReply(c)) return c;
  const o = ownOrder(ctx.db, c.id, ctx.venueToken, ctx.params.id);
  return o ? { c, o } : fail(404, 'Booking not found');
}

export function page(query: URLSearchParams): number {
  const p = Number(query.get('page') ?? '1');
  return Number.isInteger(p) && p >= 1 && p <= 10_000 ? p : 1;
}
export function paged<T>(items: T[], p: number) {
  return { data: items.slice((p - 1) * PER_PAGE, p * PER_PAGE), total: items.length, per_page: PER_PAGE, current_page: p, total_pages: Math.ceil(items.length / PER_PAGE) };
}


/** The customer's own order at this venue (null for anybody else's: the caller answers 404). */
export function ownOrder(db: DB, customerId: number, venue: string | null, orderId: string | undefined): OrderRow | null {
  const n = Number(orderId);
  if (!Number.isInteger(n) || n <= 0) return null;
  return (db.prepare('SELECT * FROM cm_orders WHERE id = ? AND customer_id = ? AND venue_token = ?').get(n, customerId, venue ?? '') as OrderRow | undefined) ?? null;
}

/** What of the order went back to the customer (its cancelled lines' refunds). */
const refundedOf = (db: DB, orderId: number): number => round2((db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM ss_refunds WHERE order_id = ?').get(orderId) as { n: number }).n);

const cancelledLine = (db: DB, orderId: number, idx: number) => !!db.prepare('SELECT 1 FROM ss_line_state WHERE order_id = ? AND idx = ? AND state = ?').get(orderId, idx, 'cancelled');

function instalmentsOf(db: DB, o: OrderRow, l: OrderLineRow): BookingWire['instalments'] {
  const rows = db.prepare('SELECT data FROM memberships WHERE venue_token = ?').all(o.venue_token) as Array<{ data: string }>;
  for (const r of rows) {
    const m = JSON.parse(r.data) as { name: string; packages: Array<{ name: string; price: number; tax_amount: number; duration_months?: number }> };
    if (m.name !== l.name) continue;
    const p = m.packages.find((x) => x.name === l.detail);
    if (!p) continue;
    const unit = l.price + l.tax_amount;
    const count = unit > 0 ? Math.max(1, Math.round((p.price + p.tax_amount) / unit)) : 1;
    if (count <= 1) return null;
    const paid = o.status === 'paid' ? 1 : 0;
    // The next charge as the plan charges it (sandbox/modules/instalments.ts): its own amount, every duration ÷ count months.
    const due = l.date && paid < count ? addMonths(l.date, paid * instalmentMonths(p.duration_months ?? count, count)) : null;
    const next = Math.min(paid, count - 1);
    return { count, paid, amount: round2(instalmentPart(p.price, count, next) + instalmentPart(p.tax_amount, count, next)), due_date: due };
  }
  return null;
}

function addMonths(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

/** Weekday of a YYYY-MM-DD date, 0 = Sunday. */

/**
 * What was bought of a trainer or academy programme and how much of it is used: an academy session counts once its
 * date is before today at the venue, a trainer session once the venue records it (ss_sessions_used).
 */
function programmeOf(db: DB, o: OrderRow, l: OrderLineRow): BookingWire['programme'] {
  if (!l.programme) return null;
  const p = JSON.parse(l.programme) as ProgrammeFacts;
  let used = 0;
  if (p.start_date && p.end_date && p.days) {
    const today = venueNow(venueInfo(db, o.venue_token)?.timeZone ?? 'Asia/Dubai').date;
    for (let d = p.start_date; d <= p.end_date && d < today && used < p.sessions; d = addDays(d, 1)) if (p.days.includes(weekday(d))) used += 1;
  } else {
    used = (db.prepare('SELECT used FROM ss_sessions_used WHERE order_id = ? AND idx = ?').get(o.id, l.idx) as { used: number } | undefined)?.used ?? 0;
  }
  return { ...p, used: Math.min(used, p.sessions) };
}

function bookingOf(db: DB, o: OrderRow, l: OrderLineRow): BookingWire {
  const cancelled = cancelledLine(db, o.id, l.idx);
  const facility =
    l.product_type === 'facility' && l.date && l.start_time && l.end_time
      ? (() => {
          const tz = venueInfo(db, o.venue_token)?.timeZone ?? 'Asia/Dubai';
          const allowed = !cancelled && changeAllowed({ status: o.status, date: l.date!, start: l.start_time! }, venueNow(tz)) ? 1 : 0;
          return {
            facility_date: l.date!,
            facility_end_time: l.end_time!,
            is_booking_approved: o.status === 'paid' ? 1 : 0,
            is_cid_approved: null,
            // 1 confirmed, 2 refused (failed/refunded), 13 inactive (cancelled or expired), 0 waiting.
            status_id: cancelled || o.status === 'cancelled' || o.status === 'expired' ? 13 : o.status === 'paid' ? 1 : o.status === 'failed' || o.status === 'refunded' ? 2 : 0,
            check_in_time: null,
            check_out_time: null,
            can_reschedule: allowed as 0 | 1,
            can_cancel: allowed as 0 | 1,
            ...moveFacts(db, o, l),
          };
        })()
      : null;
  return {
    order_id: o.id,
    token: o.token,
    line: l.idx,
    product_type: l.product_type as BookingWire['product_type'],
    name: l.name,
    ar_name: l.ar_name,
    detail: l.detail,
    ar_detail: l.ar_detail,
    date: l.date,
    start_time: l.start_time,
    end_time: l.end_time,
    quantity: l.quantity,
    total: l.total,
    currency: o.currency,
    order_status: o.status as BookingWire['order_status'],
    order_paid: round2(o.paid_card + o.paid_wallet + o.paid_qpoints + o.paid_credit),
    order_refunded: refundedOf(db, o.id),
    created_at: new Date(o.created_at).toISOString(),
    facility,
    instalments: l.product_type === 'membership' ? instalmentsOf(db, o, l) : null,
    programme: programmeOf(db, o, l),
  };
}

/** The facility line's facility, service and that service's booking window (what a move is checked against). */
function serviceOf(db: DB, o: OrderRow, l: OrderLineRow) {
  const v = facilityVenue(db, o.venue_token);
  const place = l.place ? (JSON.parse(l.place) as Extract<Place, { kind: 'facility' }>) : null;
  const found = v && place ? facilityProduct(v, place.facility_id, place.product_id) : null;
  const service = found ? v!.part.services.find((s) => s.id === found.facility.service_id) : undefined;
  return found && service ? { v: v!, facility: found.facility, config: service.configuration } : null;
}

function moveFacts(db: DB, o: OrderRow, l: OrderLineRow) {
  const s = serviceOf(db, o, l);
  if (!s) return {};
  return { facility_id: s.facility.id, venue_service_id: s.facility.service_id, advance_booking_days_limit: s.config.advance_booking_days_limit, online_booking_delay: s.config.online_booking_delay };
}

/**
 * A move follows the rules of a new booking (issue 23 item 2), checked here on the provider's own clock: not a past
 * day, not a time already started today (nor inside the online booking delay), not past today plus the service's
 * advance_booking_days_limit. A full slot is holdPlaces' refusal (409 `slot_full`).
 */
function moveRefusal(db: DB, o: OrderRow, l: OrderLineRow, to: { date: string; start_time: string }): Reply | null {
  const s = serviceOf(db, o, l);
  if (!s) return fail(404, 'Booking not found');
  const now = venueNow(s.v.timeZone);
  if (to.date < now.date) return fail(422, 'This date has passed', { code: 'past_day' });
  if (to.date === now.date && minutes(to.start_time) < now.minutes + (s.config.online_booking_delay ?? 0)) return fail(422, 'This time has passed', { code: 'past_time' });
  if (to.date > addDays(now.date, s.config.advance_booking_days_limit)) return fail(422, 'This date is outside the booking window', { code: 'outside_window' });
  return null;
}

/** What cancelling the line refunds: its total, split back over what paid the order less what was refunded already. */
function refundOf(db: DB, o: OrderRow, l: OrderLineRow) {
  const done = db.prepare('SELECT to_kind, SUM(amount) AS amount FROM ss_refunds WHERE order_id = ? GROUP BY to_kind').all(o.id) as Array<{ to_kind: RefundTo; amount: number }>;
  const paid = { card: o.paid_card, wallet: o.paid_wallet, qpoints: o.paid_qpoints, credit: o.paid_credit };
  const parts = refundParts(paid, Object.fromEntries(done.map((d) => [d.to_kind, d.amount])), l.total);
  return { amount: round2(parts.reduce((n, p) => n + p.amount, 0)), currency: o.currency, parts };
}

function lineOf(db: DB, orderId: number, idx: number): OrderLineRow | undefined {
  return db.prepare('SELECT ? AS order_id, * FROM cm_order_lines WHERE order_id = ? AND idx = ?').get(orderId, orderId, idx) as OrderLineRow | undefined;
}

function changeable(db: DB, o: OrderRow, line: number): { l: OrderLineRow; place: Extract<Place, { kind: 'facility' }> } | Reply {
  const l = lineOf(db, o.id, line);
  if (!l || l.product_type !== 'facility' || !l.place) return fail(404, 'Booking not found');
  const b = bookingOf(db, o, l);
  if (!b.facility?.can_reschedule) return fail(422, 'This booking can no longer be changed', { code: 'not_allowed' });
  return { l, place: JSON.parse(l.place) as Extract<Place, { kind: 'facility' }> };
}

export function bookingRoutes(r: Router): void {
  r.add('GET', '/api/v2/customers/bookings', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    settleExpired(ctx.db);
    const type = ctx.query.get('type') as BookingType | null;
    if (!type || !Object.hasOwn(TYPES, type)) return fail(422, 'Unknown booking type', { code: 'invalid' });
    const preset = ctx.query.get('preset');
    const tz = venueInfo(ctx.db, ctx.venueToken)?.timeZone ?? 'Asia/Dubai';
    const since = presetSince(preset, venueNow(tz).date);
    const asc = ctx.query.get('sort_order') === 'asc';
    const kinds = TYPES[type];
    // One order's lines (a booking's details page); another customer's order simply has none.
    const orderId = Number(ctx.query.get('order_id') ?? 0);
    const rows = ctx.db
      .prepare(
        `SELECT l.order_id, l.* FROM cm_order_lines l JOIN cm_orders o ON o.id = l.order_id
         WHERE o.customer_id = ? AND o.venue_token = ? AND o.created_at >= ? AND (? = 0 OR o.id = ?) AND l.product_type IN (${kinds.map(() => '?').join(',')})
         ORDER BY o.created_at ${asc ? 'ASC' : 'DESC'}, o.id ${asc ? 'ASC' : 'DESC'}, l.idx`,
      )
      .all(c.id, ctx.venueToken ?? '', since, Number.isInteger(orderId) ? orderId : -1, Number.isInteger(orderId) ? orderId : -1, ...kinds) as OrderLineRow[];
    const orders = new Map<number, OrderRow>();
    const items = rows.map((l) => {
      if (!orders.has(l.order_id)) orders.set(l.order_id, ctx.db.prepare('SELECT * FROM cm_orders WHERE id = ?').get(l.order_id) as OrderRow);
      return bookingOf(ctx.db, orders.get(l.order_id)!, l);
    });
    return checked(bookingsResponseSchema, { status: true, data: paged(items, page(ctx.query)) });
  });

  r.add('GET', '/api/v2/customers/orders/:id', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    settleExpired(ctx.db);
    const o = ownOrder(ctx.db, c.id, ctx.venueToken, ctx.params.id);
    if (!o) return fail(404, 'Order not found');
    return checked(orderDetailResponseSchema, { status: true, data: orderDetail(ctx.db, o) });
  });

  r.add('POST', '/api/v2/customers/bookings/:id/reschedule', (ctx) => {
    const own = ownBooking(ctx);
    if (isReply(own)) return own;
    const { o } = own;
    const body = rescheduleRequestSchema.safeParse(ctx.body);
    if (!body.success) return fail(422, 'Choose a date and time slot', { code: 'invalid' });
    const v = facilityVenue(ctx.db, o.venue_token);
    if (!v) return fail(404, 'Booking not found');
    try {
      return ctx.db.transaction((): Reply => {
      const found = changeable(ctx.db, o, body.data.line);
      if (isReply(found)) return found;
      const { place } = found;
      const refusedMove = moveRefusal(ctx.db, o, found.l, body.data);
      if (refusedMove) return refusedMove;
      const owner = `order:${o.id}`;
      const old = ctx.db
        .prepare('SELECT id FROM fb_reservations WHERE session_id = ? AND facility_id = ? AND product_id = ? AND date = ? AND start_time = ? AND expires_at > ?')
        .all(owner, place.facility_id, place.product_id, place.date, place.start_time, Date.now()) as Array<{ id: number }>;
      ctx.db.prepare(`DELETE FROM fb_reservations WHERE id IN (${old.map((x) => x.id).join(',') || 0})`).run();
      const next = { facility_id: place.facility_id, product_id: place.product_id, date: body.data.date, start_time: body.data.start_time, end_time: body.data.end_time, quantity: place.quantity };
      const refused = holdPlaces(ctx.db, o.venue_token, v, next, owner, FOREVER);
      // A linked facility's booking or an academy class keeps its own code (facility-links.ts), as at the order.
      const code = (refused?.body as { data?: { code?: string } } | undefined)?.data?.code;
      const linked = code !== undefined && Object.hasOwn(LINK_MESSAGES, code);
      if (refused) throw Object.assign(new Error('refused'), { reply: refused.status === 409 && !linked ? fail(409, 'This slot is no longer free', { code: 'slot_full' }) : refused });
      ctx.db
        .prepare('UPDATE cm_order_lines SET date = ?, start_time = ?, end_time = ?, place = ? WHERE order_id = ? AND idx = ?')
        .run(next.date, next.start_time, next.end_time, JSON.stringify({ ...place, ...next }), o.id, body.data.line);
      ctx.db
        .prepare("UPDATE cm_tickets SET date = ?, start_time = ?, end_time = ? WHERE order_id = ? AND product_type = 'facility' AND date = ? AND start_time = ?")
        .run(next.date, next.start_time, next.end_time, o.id, place.date, place.start_time);
      return checked(bookingChangeResponseSchema, { status: true, message: 'Booking rescheduled', data: bookingOf(ctx.db, o, lineOf(ctx.db, o.id, body.data.line)!) });
      }).immediate();
    } catch (e) {
      // The new slot is taken: the transaction rolled back, the old booking stands.
      if (e && typeof e === 'object' && 'reply' in e) return (e as { reply: Reply }).reply;
      throw e;
    }
  });

  // What cancelling a line would refund and where, asked before the customer confirms (issue 23 item 4).
  r.add('GET', '/api/v2/customers/bookings/:id/refund', (ctx) => {
    const own = ownBooking(ctx);
    if (isReply(own)) return own;
    const found = changeable(ctx.db, own.o, Number(ctx.query.get('line') ?? -1));
    if (isReply(found)) return found;
    return checked(refundQuoteResponseSchema, { status: true, data: refundOf(ctx.db, own.o, found.l) });
  });

  r.add('POST', '/api/v2/customers/bookings/:id/cancel', (ctx) => {
    const own = ownBooking(ctx);
    if (isReply(own)) return own;
    const { c, o } = own;
    const body = cancelBookingRequestSchema.safeParse(ctx.body);
    if (!body.success) return fail(422, 'Choose a booking', { code: 'invalid' });
    return ctx.db.transaction((): Reply => {
      const found = changeable(ctx.db, o, body.data.line);
      if (isReply(found)) return found;
      const { l, place } = found;
      ctx.db
        .prepare('UPDATE fb_reservations SET expires_at = 0 WHERE session_id = ? AND facility_id = ? AND product_id = ? AND date = ? AND start_time = ?')
        .run(`order:${o.id}`, place.facility_id, place.product_id, place.date, place.start_time);
      ctx.db.prepare('INSERT OR REPLACE INTO ss_line_state (order_id, idx, state, at) VALUES (?, ?, ?, ?)').run(o.id, l.idx, 'cancelled', Date.now());
      ctx.db.prepare("DELETE FROM cm_tickets WHERE order_id = ? AND product_type = 'facility' AND date = ? AND start_time = ?").run(o.id, place.date, place.start_time);
      // What the line cost goes back where it came from (issue 23 item 4): the card's part to the card, the
      // wallet's to the wallet, q-points to q-points, credit to the credit line.
      const refund = refundOf(ctx.db, o, l);
      ctx.db.prepare('INSERT OR IGNORE INTO cm_balances (customer_id, wallet, qpoints, credit_limit, credit_used) VALUES (?, 0, 0, NULL, 0)').run(c.id);
      for (const p of refund.parts) {
        ctx.db.prepare('INSERT INTO ss_refunds (order_id, idx, to_kind, amount, at) VALUES (?, ?, ?, ?, ?)').run(o.id, l.idx, p.to, p.amount, Date.now());
        if (p.to === 'card') continue;
        if (p.to === 'credit') {
          ctx.db.prepare('UPDATE cm_balances SET credit_used = MAX(0, credit_used - ?) WHERE customer_id = ?').run(p.amount, c.id);
          continue;
        }
        ctx.db.prepare(`UPDATE cm_balances SET ${p.to === 'wallet' ? 'wallet = wallet' : 'qpoints = qpoints'} + ? WHERE customer_id = ?`).run(p.amount, c.id);
        ctx.db
          .prepare('INSERT INTO ss_ledger (customer_id, kind, amount, description, ar_description, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(c.id, p.to, p.amount, `Refund: cancelled ${l.name}`, `استرداد: إلغاء ${l.ar_name ?? l.name}`, o.id, Date.now());
      }
      return checked(bookingChangeResponseSchema, { status: true, message: 'Booking cancelled', data: bookingOf(ctx.db, o, l), refund: refund.parts });
    }).immediate();
  });

  // Test hook (loopback only): the venue records one session of a trainer line as held (`order_id`, `line`; without
  // `line`, the order's first trainer line).
  r.add('POST', '/__admin/session-used', (ctx) => {
    if (!isLoopback(ctx)) return fail(403, 'Forbidden');
    const b = (ctx.body ?? {}) as { order_id?: unknown; line?: unknown };
    const first = ctx.db.prepare("SELECT idx FROM cm_order_lines WHERE order_id = ? AND product_type = 'trainer' ORDER BY idx").get(Number(b.order_id)) as { idx: number } | undefined;
    const l = lineOf(ctx.db, Number(b.order_id), b.line == null ? (first?.idx ?? -1) : Number(b.line));
    if (!l || l.product_type !== 'trainer') return fail(404, 'No trainer line with this order id and line');
    ctx.db.prepare('INSERT INTO ss_sessions_used (order_id, idx, used) VALUES (?, ?, 1) ON CONFLICT (order_id, idx) DO UPDATE SET used = used + 1').run(l.order_id, l.idx);
    return { status: 200, body: { status: true, data: null } };
  });

  r.add('GET', '/api/v2/customers/wallet-history', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    settleExpired(ctx.db);
    const kind = ctx.query.get('kind') === 'qpoints' ? 'qpoints' : 'wallet';
    const col = kind === 'wallet' ? 'paid_wallet' : 'paid_qpoints';
    const orders = ctx.db.prepare(`SELECT id, status, ${col} AS amount, created_at, decided_at FROM cm_orders WHERE customer_id = ? AND ${col} > 0`).all(c.id) as Array<{
      id: number;
      status: string;
      amount: number;
      created_at: number;
      decided_at: number | null;
    }>;
    const entries: Array<{ id: string; at: number; amount: number; description: string; ar_description: string; order_id: number | null }> = [];
    for (const o of orders) {
      entries.push({ id: `o${o.id}`, at: o.created_at, amount: -o.amount, description: `Order #${o.id}`, ar_description: `الطلب رقم ${o.id}`, order_id: o.id });
      if (['failed', 'cancelled', 'expired', 'refunded'].includes(o.status)) {
        entries.push({ id: `r${o.id}`, at: o.decided_at ?? o.created_at, amount: o.amount, description: `Returned: order #${o.id}`, ar_description: `مُعاد: الطلب رقم ${o.id}`, order_id: o.id });
      }
    }
    const ledger = ctx.db.prepare('SELECT id, amount, description, ar_description, order_id, created_at FROM ss_ledger WHERE customer_id = ? AND kind = ?').all(c.id, kind) as Array<{
      id: number;
      amount: number;
      description: string;
      ar_description: string;
      order_id: number | null;
      created_at: number;
    }>;
    for (const e of ledger) entries.push({ id: `l${e.id}`, at: e.created_at, amount: e.amount, description: e.description, ar_description: e.ar_description, order_id: e.order_id });
    entries.sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
    const b = balancesOf(ctx.db, c.id);
    const data = entries.map((e) => ({ id: e.id, created_at: new Date(e.at).toISOString(), amount: round2(e.amount), description: e.description, ar_description: e.ar_description, order_id: e.order_id }));
    return checked(ledgerResponseSchema, {
      status: true,
      data: { balance: kind === 'wallet' ? b.wallet : b.qpoints, currency: venueInfo(ctx.db, ctx.venueToken)?.currency ?? 'AED', ...paged(data, page(ctx.query)) },
    });
  });

  r.add('GET', '/api/v2/customers/transactions', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    settleExpired(ctx.db);
    const orders = ctx.db.prepare('SELECT * FROM cm_orders WHERE customer_id = ? AND venue_token = ? ORDER BY created_at DESC, id DESC').all(c.id, ctx.venueToken ?? '') as OrderRow[];
    const data = orders.map((o) => {
      const settled = o.status === 'paid' || o.status === 'approval_required';
      // The order keeps its status; what went back is listed with it (the storefront shows a fully refunded order
      // as refunded, issue 23 item 4).
      return {
        order_id: o.id,
        token: o.token,
        reference: o.transaction_id ?? o.token,
        status: o.status,
        refunded: refundedOf(ctx.db, o.id),
        amount_paid: settled ? round2(o.paid_card + o.paid_wallet + o.paid_qpoints + o.paid_credit) : 0,
        currency: o.currency,
        paid: { card: o.paid_card, wallet: o.paid_wallet, qpoints: o.paid_qpoints, credit: o.paid_credit },
        created_at: new Date(o.created_at).toISOString(),
      };
    });
    return checked(transactionsResponseSchema, { status: true, data: paged(data, page(ctx.query)) });
  });

  r.add('DELETE', '/api/v2/customers/cards/:id', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    const res = ctx.db.prepare('DELETE FROM cm_cards WHERE id = ? AND customer_id = ?').run(ctx.params.id ?? '', c.id);
    if (!res.changes) return fail(404, 'Card not found');
    return checked(messageOnlySchema, { status: true, message: 'Card removed' });
  });

  r.add('GET', '/api/v2/partners/credit', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    if (c.b2b_id == null || c.partner_status !== 'approved') return fail(403, 'Only business partners have a credit facility', { code: 'not_partner' });
    settleExpired(ctx.db);
    const b = balancesOf(ctx.db, c.id);
    const tz = venueInfo(ctx.db, ctx.venueToken)?.timeZone ?? 'Asia/Dubai';
    const today = venueNow(tz).date;
    const orders = ctx.db
      .prepare("SELECT id, paid_credit, created_at FROM cm_orders WHERE customer_id = ? AND paid_credit > 0 AND status IN ('paid', 'approval_required') ORDER BY created_at DESC")
      .all(c.id) as Array<{ id: number; paid_credit: number; created_at: number }>;
    const invoices = orders.map((o) => {
      const due = new Date(o.created_at + 30 * 86_400_000).toISOString().slice(0, 10);
      return { id: o.id, number: `INV-${String(o.id).padStart(6, '0')}`, order_id: o.id, amount: o.paid_credit, due_date: due, status: due < today ? ('overdue' as const) : ('due' as const) };
    });
    const limit = b.credit_limit ?? 0;
    return checked(partnerCreditResponseSchema, {
      status: true,
      data: {
        currency: venueInfo(ctx.db, ctx.venueToken)?.currency ?? 'AED',
        limit,
        used: b.credit_used,
        available: Math.max(0, round2(limit - b.credit_used)),
        dues: round2(invoices.reduce((n, i) => n + i.amount, 0)),
        invoices,
      },
    });
  });
}
