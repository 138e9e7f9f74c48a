import { beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../lib/provider/commerce';
import { bookingsResponseSchema } from '../../lib/provider/self-service';
import { addDays, todayIn } from './clock';
import { commerceKit, CUSTOMER, MEMBER } from './commerce-test-kit';

/** Trainer and academy lines in customers/bookings carry their programme (sandbox/README.md "Self-service"). */
let kit: ReturnType<typeof commerceKit>;
beforeEach(() => {
  kit = commerceKit();
});
const today = todayIn('Asia/Dubai');
const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

function paidOrder(bearer: string, bundle: Record<string, unknown>) {
  const r = kit.order(bundle, { bearer, fields: { is_wallet: '1' } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return orderResponseSchema.parse(r.body).data as { order_id: number };
}
const list = (bearer: string, type: string, orderId?: number) =>
  bookingsResponseSchema.parse(kit.call('GET', `/api/v2/customers/bookings?type=${type}${orderId ? `&order_id=${orderId}` : ''}`, { bearer }).body).data;

describe('trainer and academy bookings', () => {
  it('a trainer package: its sessions and length; a session the venue records is used', () => {
    const layla = kit.login(CUSTOMER);
    const o = paidOrder(layla, { training: [{ trainer_id: 11, training_package_id: 1101, quantity: 2 }] });
    expect(list(layla, 'trainer').data[0]!.programme).toMatchObject({ package: 'Single session', sessions: 2, used: 0, session_minutes: 60 });
    expect(kit.call('POST', '/__admin/session-used', { body: { order_id: o.order_id, line: 0 } }).status).toBe(200);
    expect(list(layla, 'trainer', o.order_id).data[0]!.programme).toMatchObject({ sessions: 2, used: 1 });
  });

  it('an academy package: dates, weekdays and the package; no session used before it starts', () => {
    const layla = kit.login(CUSTOMER);
    let start = addDays(today, 7);
    while (weekday(start) !== 0) start = addDays(start, 1);
    paidOrder(layla, { workshop: [{ workshop_id: 21, workshop_program_id: 2101, product_id: 21011, start_date: start, days: [2, 0], quantity: 1 }] });
    const p = list(layla, 'academy').data[0]!.programme!;
    expect(p).toMatchObject({ package: 'Monthly (8 sessions)', sessions: 8, used: 0, start_date: start, days: [0, 2] });
    expect(p.end_date! > start).toBe(true);
  });

  it("one order's lines by order_id, only the bearer's own", () => {
    const layla = kit.login(CUSTOMER);
    const omar = kit.login(MEMBER);
    const o = paidOrder(layla, { training: [{ trainer_id: 11, training_package_id: 1101, quantity: 1 }] });
    expect(list(layla, 'trainer', o.order_id).total).toBe(1);
    expect(list(omar, 'trainer', o.order_id).total).toBe(0);
  });
});
