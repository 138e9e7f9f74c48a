import type { DB } from '../db';
import { facilityProduct, facilityVenue } from './facilities';

/**
 * The special mode's passes per session, counted per customer (issue 23 item 1): the venue's `customer_threshold`
 * (spec §3 "Customer configuration: customer_threshold", GET facilities/customer-configurations) caps the passes one
 * customer holds at one facility slot (spec §5 "in the special mode quantity is also capped by the customer
 * threshold", §8 'Maximum of {n} participants allowed to book per session'). An order is refused with pass_limit
 * when its passes at a slot, with the passes the same customer already holds there in earlier orders that are paid
 * or still pending (waiting for payment or for approval; a cancelled line, a failed, cancelled or expired order
 * no longer counts), go over it, however the quantity was split between orders.
 */
export const PASS_LIMIT_MESSAGE = (threshold: number) => `Maximum of ${threshold} participants allowed to book per session`;

/** A facility slot's key: facility, date and start time. */
export const slotKey = (p: { facility_id: number; date: string; start_time: string }) => `${p.facility_id}|${p.date}|${p.start_time}`;

export interface SlotPasses {
  facility_id: number;
  date: string;
  start_time: string;
  /** Passes (tickets) taken at the slot. */
  passes: number;
}

interface HeldRow {
  place: string;
  order_id: number;
  idx: number;
}

/** The passes `customerId` already holds at each facility slot of the venue, by slot key. */
export function heldPasses(db: DB, venueToken: string, customerId: number, now: number): Map<string, number> {
  const v = facilityVenue(db, venueToken);
  const held = new Map<string, number>();
  if (!v) return held;
  const rows = db
    .prepare(
      `SELECT l.place, l.order_id, l.idx FROM cm_order_lines l JOIN cm_orders o ON o.id = l.order_id
       WHERE o.customer_id = ? AND o.venue_token = ? AND l.product_type = 'facility' AND l.place IS NOT NULL
         AND (o.status IN ('paid', 'approval_required') OR (o.status = 'pending_payment' AND o.expires_at > ?))`,
    )
    .all(customerId, venueToken, now) as HeldRow[];
  // A line cancelled from the profile (sandbox/modules/self-service-bookings.ts) gave its places back.
  const states = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ss_line_state'").get()
    ? db.prepare("SELECT 1 FROM ss_line_state WHERE order_id = ? AND idx = ? AND state = 'cancelled'")
    : null;
  for (const r of rows) {
    if (states?.get(r.order_id, r.idx)) continue;
    const p = JSON.parse(r.place) as { kind?: string; facility_id: number; product_id: number; date: string; start_time: string; quantity: number };
    if (p.kind !== 'facility') continue;
    const found = facilityProduct(v, p.facility_id, p.product_id);
    // A rental is one booking of the slot; a ticket is one pass each.
    const passes = found?.rental ? 1 : p.quantity;
    held.set(slotKey(p), (held.get(slotKey(p)) ?? 0) + passes);
  }
  return held;
}

/** The first slot of the order over the threshold with what the customer already holds, or null when all hold. */
export function overPassLimit(threshold: number | null | undefined, order: readonly SlotPasses[], held: ReadonlyMap<string, number>): SlotPasses | null {
  if (threshold == null) return null;
  const perSlot = new Map<string, SlotPasses>();
  for (const s of order) {
    const k = slotKey(s);
    const seen = perSlot.get(k);
    perSlot.set(k, seen ? { ...seen, passes: seen.passes + s.passes } : { ...s });
  }
  return [...perSlot.entries()].find(([k, s]) => (held.get(k) ?? 0) + s.passes > threshold)?.[1] ?? null;
}

/** The venue's customer threshold, or null when it has none (no special mode). */
export const customerThreshold = (db: DB, venueToken: string): number | null => facilityVenue(db, venueToken)?.part.customer_threshold ?? null;
