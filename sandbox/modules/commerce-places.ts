import type { DB } from '../db';
import { facilityVenue, holdPlaces } from './facilities';
import { LINK_MESSAGES } from './facility-links';
import { PricingError, type Place } from './commerce-pricing';
import { ticketRemaining } from './commerce-store';

/**
 * The places an order holds (event tickets per schedule in cm_event_places; facility places as reservations owned
 * by `order:<id>` in the facility module's table, so every capacity check counts them) and the money it moved.
 * All of these run inside the caller's BEGIN IMMEDIATE transaction.
 */
export const ownerOf = (orderId: number) => `order:${orderId}`;

const soldOut = (remaining: number, requested: number) =>
  new PricingError(
    409,
    'sold_out',
    remaining <= 0 ? 'Maximum capacity reached' : `Maximum capacity reached, remaining capacity is ${remaining}, requested capacity is ${requested}`,
  );

/**
 * Hold every place of the order until `expires`. Facility lines first take over the session's live cart/sync holds of
 * the same slot; what is not held (an expired hold, or no sync) is held anew if the places are free.
 */
export function takePlaces(db: DB, token: string, orderId: number, places: Place[], sessionId: string | null, expires: number, now = Date.now()): void {
  const owner = ownerOf(orderId);
  for (const p of places) {
    if (p.kind === 'event') {
      const left = ticketRemaining(db, token, p.ticket_id, p.schedule_id, now);
      if (left !== null && left < p.quantity) throw soldOut(left, p.quantity);
      db.prepare('INSERT INTO cm_event_places (order_id, venue_token, event_id, ticket_id, schedule_id, quantity, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        orderId,
        token,
        p.event_id,
        p.ticket_id,
        p.schedule_id,
        p.quantity,
        expires,
      );
      continue;
    }
    const v = facilityVenue(db, token);
    if (!v) throw new PricingError(422, 'invalid_venue', 'Invalid venue. please reselect');
    const per = v.part.facilities.find((f) => f.id === p.facility_id)?.per_capacity;
    let held = 0;
    if (sessionId) {
      const rows = db
        .prepare(
          'SELECT id, quantity, units FROM fb_reservations WHERE venue_token = ? AND session_id = ? AND facility_id = ? AND product_id = ? AND date = ? AND start_time = ? AND end_time = ? AND expires_at > ? ORDER BY id',
        )
        .all(token, sessionId, p.facility_id, p.product_id, p.date, p.start_time, p.end_time, now) as Array<{ id: number; quantity: number; units: number }>;
      for (const r of rows) {
        const need = p.quantity - held;
        if (per && need <= 0) break;
        if (per && r.quantity > need) {
          // Take only what the order needs; the rest of the hold stays the session's.
          const unitsTaken = (r.units / r.quantity) * need;
          db.prepare('UPDATE fb_reservations SET quantity = quantity - ?, units = units - ? WHERE id = ?').run(need, unitsTaken, r.id);
          db.prepare(
            'INSERT INTO fb_reservations (venue_token, session_id, facility_id, product_id, date, start_time, end_time, quantity, units, expires_at) VALUES (?,?,?,?,?,?,?,?,?,?)',
          ).run(token, owner, p.facility_id, p.product_id, p.date, p.start_time, p.end_time, need, unitsTaken, expires);
          held += need;
          break;
        }
        db.prepare('UPDATE fb_reservations SET session_id = ?, expires_at = ? WHERE id = ?').run(owner, expires, r.id);
        held += r.quantity;
      }
    }
    // A private facility is held whole by one hold; a per-capacity one needs the missing quantity held too.
    const missing = held === 0 ? p.quantity : per ? p.quantity - held : 0;
    if (missing > 0) {
      const refused = holdPlaces(db, token, v, { ...p, quantity: missing }, owner, expires);
      if (refused) {
        const data = (refused.body as { data?: { remaining_capacity?: number; code?: string } }).data;
        // A linked facility's booking or an academy class keeps its own code (facility-links.ts), not 'sold_out'.
        if (data?.code && Object.hasOwn(LINK_MESSAGES, data.code)) throw new PricingError(409, data.code, (refused.body as { message: string }).message);
        if (refused.status === 409) throw soldOut(data?.remaining_capacity ?? 0, missing);
        throw new PricingError(refused.status, 'unavailable', (refused.body as { message: string }).message);
      }
    }
  }
}

export function setPlacesExpiry(db: DB, orderId: number, expires: number): void {
  db.prepare('UPDATE cm_event_places SET expires_at = ? WHERE order_id = ?').run(expires, orderId);
  db.prepare('UPDATE fb_reservations SET expires_at = ? WHERE session_id = ?').run(expires, ownerOf(orderId));
}

export function releasePlaces(db: DB, orderId: number): void {
  db.prepare('DELETE FROM cm_event_places WHERE order_id = ?').run(orderId);
  db.prepare('DELETE FROM fb_reservations WHERE session_id = ?').run(ownerOf(orderId));
}

export interface Paid {
  wallet: number;
  qpoints: number;
  credit: number;
}

/** Move wallet, q-points and credit: sign -1 debits the customer (an order), +1 gives back (a refund). */
export function moveBalances(db: DB, customerId: number, paid: Paid, sign: 1 | -1): void {
  if (!paid.wallet && !paid.qpoints && !paid.credit) return;
  db.prepare('INSERT OR IGNORE INTO cm_balances (customer_id, wallet, qpoints) VALUES (?, 0, 0)').run(customerId);
  db.prepare('UPDATE cm_balances SET wallet = round(wallet + ?, 2), qpoints = round(qpoints + ?, 2), credit_used = round(credit_used - ?, 2) WHERE customer_id = ?').run(
    sign * paid.wallet,
    sign * paid.qpoints,
    sign * paid.credit,
    customerId,
  );
}

export interface BalanceRow {
  wallet: number;
  qpoints: number;
  credit_limit: number | null;
  credit_used: number;
}

export function balancesOf(db: DB, customerId: number): BalanceRow {
  return (
    (db.prepare('SELECT wallet, qpoints, credit_limit, credit_used FROM cm_balances WHERE customer_id = ?').get(customerId) as BalanceRow | undefined) ?? {
      wallet: 0,
      qpoints: 0,
      credit_limit: null,
      credit_used: 0,
    }
  );
}

interface OrderMoney {
  id: number;
  customer_id: number;
  paid_wallet: number;
  paid_qpoints: number;
  paid_credit: number;
}

export const paidOf = (o: OrderMoney): Paid => ({ wallet: o.paid_wallet, qpoints: o.paid_qpoints, credit: o.paid_credit });

/**
 * Orders left waiting for payment past the hold time become `expired`: their places are already ignored (expired
 * rows), and what they took from wallet, q-points and credit goes back. Run lazily before reading or writing orders.
 */
export function settleExpired(db: DB, now = Date.now()): void {
  const rows = db.prepare("SELECT id, customer_id, paid_wallet, paid_qpoints, paid_credit FROM cm_orders WHERE status = 'pending_payment' AND expires_at <= ?").all(now) as OrderMoney[];
  if (!rows.length) return;
  db.transaction(() => {
    for (const o of rows) {
      const n = db.prepare("UPDATE cm_orders SET status = 'expired', decided_at = ? WHERE id = ? AND status = 'pending_payment'").run(now, o.id).changes;
      if (n) moveBalances(db, o.customer_id, paidOf(o), 1);
    }
  })();
}
