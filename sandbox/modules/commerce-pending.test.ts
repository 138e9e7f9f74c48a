import { beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema, pendingOrderResponseSchema } from '../../lib/provider/commerce';
import { code, commerceKit, CUSTOMER, MEMBER } from './commerce-test-kit';

/** Issue 24 item 1: an order in progress is never a dead end (GET / DELETE orders/pending, the hold's expiry). */
let kit: ReturnType<typeof commerceKit>;
beforeEach(() => void (kit = commerceKit()));

// The race ticket: capacity 1 (sandbox/README.md "Seeded capacities").
const LAST_TICKET = { event_id: 14, event_ticket_id: 1450, schedule_id: 1401, quantity: 1 };
const pending = (bearer: string) => pendingOrderResponseSchema.parse(kit.call('GET', '/api/v2/orders/pending', { bearer }).body).data;
const place = (bearer: string) => kit.order({ event: [LAST_TICKET] }, { bearer });

describe('GET orders/pending', () => {
  it('answers the order waiting for the card with its hold end and the same payment page, and null without one', () => {
    const bearer = kit.login(CUSTOMER);
    expect(pending(bearer)).toBeNull();
    const before = Date.now();
    const placed = orderResponseSchema.parse(place(bearer).body).data!;
    const p = pending(bearer)!;
    expect(p).toMatchObject({ order_id: placed.order_id, token: placed.token, payment: { url: placed.url, transactionId: placed.transactionId } });
    expect(p.lines).toEqual([expect.objectContaining({ product_type: 'event', quantity: 1 })]);
    const end = Date.parse(p.expires_at);
    expect(end).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    // Another customer sees none of it.
    expect(pending(kit.login(MEMBER))).toBeNull();
    // Paid, it waits no more.
    kit.decide(placed.transactionId!, 'pay');
    expect(pending(bearer)).toBeNull();
  });

  it('needs a bearer', () => {
    expect(kit.call('GET', '/api/v2/orders/pending').status).toBe(401);
  });
});

describe('cancelling or abandoning the pending order releases its places', () => {
  it('DELETE orders/pending cancels it: the last place is free again and a new order goes through', () => {
    const bearer = kit.login(CUSTOMER);
    place(bearer);
    expect(code(place(bearer))).toBe('pending_order');
    const other = kit.login(MEMBER);
    expect(code(place(other))).toBe('sold_out');
    expect(kit.call('DELETE', '/api/v2/orders/pending', { bearer }).status).toBe(200);
    expect(pending(bearer)).toBeNull();
    expect(orderResponseSchema.parse(place(other).body).data!.transactionId).toBeTruthy();
  });

  it('past its hold the order expires: it is no longer pending and its place goes back', () => {
    const bearer = kit.login(CUSTOMER);
    place(bearer);
    kit.call('POST', '/__admin/expire-orders');
    expect(pending(bearer)).toBeNull();
    expect(orderResponseSchema.parse(place(kit.login(MEMBER)).body).data!.transactionId).toBeTruthy();
  });
});
