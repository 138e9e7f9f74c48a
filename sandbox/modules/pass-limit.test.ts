import { beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../lib/provider/commerce';
import { addDays, todayIn } from './clock';
import { code, commerceKit, CUSTOMER, MEMBER, message } from './commerce-test-kit';
import { heldPasses, overPassLimit } from './pass-limit';

/**
 * Issue 23 item 1, spec §3 "Customer configuration: customer_threshold", §5 "in the special mode quantity is also
 * capped by the customer threshold", §8 'Maximum of {n} participants allowed to book per session': the threshold is
 * the customer's, so the passes a customer already holds at a slot (paid or pending orders) count with the order's.
 * Harmony Temple: customer threshold 4, Visitor pass 6111 and 6112 at facility 611.
 */
const TEMPLE = 'temple-site-token';
let kit: ReturnType<typeof commerceKit>;
const at = (product_id: number, quantity: number, start = '09:00') => ({
  product_id,
  quantity,
  facility_id: 611,
  venue_service_id: 61,
  date: addDays(todayIn('Asia/Dubai'), 3),
  start_time: `${start}:00`,
  end_time: `${Number(start.slice(0, 2)) + 1}:00:00`.padStart(8, '0'),
  addons: [],
});
type Placed = { transactionId: string | null };

/** An order by card, then the payment page's decision (paid, or cancelled: its places given back). */
function bought(bearer: string, lines: ReturnType<typeof at>[], decision: 'pay' | 'cancel' = 'pay') {
  const r = kit.order({ capacity_facility: lines }, { bearer, venue: TEMPLE });
  expect(r.status).toBe(200);
  const placed = orderResponseSchema.parse(r.body).data as Placed;
  expect(kit.decide(placed.transactionId!, decision).status).toBeLessThan(400);
}

describe('overPassLimit (pure)', () => {
  const slot = (passes: number, start_time = '09:00:00') => ({ facility_id: 611, date: '2026-06-10', start_time, passes });
  it('adds the order lines of one slot to what is held there; no threshold, no limit', () => {
    expect(overPassLimit(4, [slot(2), slot(2)], new Map())).toBeNull();
    expect(overPassLimit(4, [slot(2), slot(3)], new Map())).toMatchObject({ passes: 5 });
    expect(overPassLimit(4, [slot(1)], new Map([['611|2026-06-10|09:00:00', 3]]))).toBeNull();
    expect(overPassLimit(4, [slot(2)], new Map([['611|2026-06-10|09:00:00', 3]]))).toMatchObject({ start_time: '09:00:00' });
    expect(overPassLimit(4, [slot(4, '10:00:00')], new Map([['611|2026-06-10|09:00:00', 4]]))).toBeNull();
    expect(overPassLimit(null, [slot(40)], new Map())).toBeNull();
  });
});

describe("POST orders counts the customer's earlier passes at the slot (pass_limit)", () => {
  beforeEach(() => void (kit = commerceKit()));

  it('refuses passes over the threshold with those of an earlier paid order; another slot or customer is apart', () => {
    const bearer = kit.login(CUSTOMER);
    bought(bearer, [at(6111, 3)]);
    const more = kit.order({ capacity_facility: [at(6112, 2)] }, { bearer, venue: TEMPLE });
    expect([more.status, code(more), message(more)]).toEqual([422, 'pass_limit', 'Maximum of 4 participants allowed to book per session']);
    // The threshold's last pass is sold; then none.
    bought(bearer, [at(6112, 1)]);
    const fifth = kit.order({ capacity_facility: [at(6111, 1)] }, { bearer, venue: TEMPLE });
    expect([fifth.status, code(fifth)]).toEqual([422, 'pass_limit']);
    // Another slot of the same day, and another customer at the same slot, have their own 4.
    bought(bearer, [at(6111, 4, '10:00')]);
    bought(kit.login(MEMBER), [at(6111, 4)]);
  });

  it('a cancelled payment gives its passes back; a pending order holds its passes until it expires', () => {
    const bearer = kit.login(CUSTOMER);
    bought(bearer, [at(6111, 4)], 'cancel');
    bought(bearer, [at(6111, 4)]);
    const me = (kit.db.prepare('SELECT customer_id AS id FROM auth_tokens WHERE token = ?').get(bearer) as { id: number }).id;
    const pending = kit.order({ capacity_facility: [at(6111, 3, '11:00')] }, { bearer, venue: TEMPLE });
    expect(pending.status).toBe(200);
    const slot = `611|${at(6111, 1).date}|11:00:00`;
    expect(heldPasses(kit.db, TEMPLE, me, Date.now()).get(slot)).toBe(3);
    expect(heldPasses(kit.db, TEMPLE, me, Date.now()).get(`611|${at(6111, 1).date}|09:00:00`)).toBe(4);
    expect(heldPasses(kit.db, TEMPLE, me, Date.now() + 24 * 3_600_000).get(slot)).toBeUndefined();
  });
});
