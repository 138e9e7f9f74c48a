import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderResponseSchema } from '../../lib/provider/commerce';
import { bookingsResponseSchema } from '../../lib/provider/self-service';
import { addDays, todayIn } from './clock';
import { commerceKit, CUSTOMER, type CallOptions } from './commerce-test-kit';

/**
 * Issue 23 item 2: a move follows the rules of a new booking, on the sandbox's own clock (sandbox/README.md
 * "Self-service"): a past day, a time already started today, a date past the service's advance_booking_days_limit
 * (14 for Padel) and a full slot are each refused with their own code, and the booking stands.
 */
let kit: ReturnType<typeof commerceKit>;
beforeEach(() => {
  // 12:00 at the venue (Asia/Dubai, UTC+4), so "earlier today" and "later today" both exist.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T08:00:00Z'));
  kit = commerceKit();
});
afterEach(() => void vi.useRealTimers());

const call = (method: string, path: string, o: CallOptions) => kit.call(method, path, o);

function paidToday(bearer: string) {
  const today = todayIn('Asia/Dubai');
  const line = { product_id: 111, quantity: 1, facility_id: 11, venue_service_id: 1, date: today, start_time: '16:00:00', end_time: '17:00:00' };
  const r = kit.order({ capacity_facility: [line] }, { bearer, fields: { is_wallet: '1' } });
  expect(r.status).toBe(200);
  return (orderResponseSchema.parse(r.body).data as { order_id: number }).order_id;
}

describe('reschedule follows the rules of a new booking (issue 23 item 2)', () => {
  it('refuses a past hour today, a past day, a date outside the window and a full slot, each with its code; nothing changes', () => {
    const layla = kit.login(CUSTOMER);
    const id = paidToday(layla);
    const today = todayIn('Asia/Dubai');
    const move = (date: string, start: string, end: string) => call('POST', `/api/v2/customers/bookings/${id}/reschedule`, { bearer: layla, body: { line: 0, date, start_time: start, end_time: end } });
    const code = (r: { body: unknown }) => (r.body as { data: { code?: string } | null }).data?.code;
    const cases = [
      [move(today, '10:00:00', '11:00:00'), 422, 'past_time'],
      [move(addDays(today, -1), '16:00:00', '17:00:00'), 422, 'past_day'],
      [move(addDays(today, 15), '16:00:00', '17:00:00'), 422, 'outside_window'],
      // The seed's booking of Padel Court 1 tomorrow 18:00-20:00.
      [move(addDays(today, 1), '18:00:00', '19:00:00'), 409, 'slot_full'],
    ] as const;
    expect(cases.map(([r]) => [r.status, code(r)])).toEqual(cases.map(([, s, c]) => [s, c]));
    const list = bookingsResponseSchema.parse(call('GET', '/api/v2/customers/bookings?type=facility', { bearer: layla }).body).data;
    expect(list.data[0]).toMatchObject({ order_id: id, date: today, start_time: '16:00:00', facility: { can_reschedule: 1, facility_id: 11, venue_service_id: 1, advance_booking_days_limit: 14 } });
  });

  it('moves into a free future slot inside the window (the last day of it included)', () => {
    const layla = kit.login(CUSTOMER);
    const id = paidToday(layla);
    const last = addDays(todayIn('Asia/Dubai'), 14);
    const r = call('POST', `/api/v2/customers/bookings/${id}/reschedule`, { bearer: layla, body: { line: 0, date: last, start_time: '10:00:00', end_time: '11:00:00' } });
    expect(r.status).toBe(200);
    expect((r.body as { data: { date: string; start_time: string } }).data).toMatchObject({ date: last, start_time: '10:00:00' });
  });

  it("a slot a linked facility's booking takes is refused with the link's own code, as at the order (issue 23 item 1)", () => {
    const layla = kit.login(CUSTOMER);
    const tomorrow = addDays(todayIn('Asia/Dubai'), 1);
    // Half court A (52) at 10:00; the seed books the full court (51) tomorrow 19:00-21:00.
    const line = { product_id: 521, quantity: 1, facility_id: 52, venue_service_id: 5, date: tomorrow, start_time: '10:00:00', end_time: '11:00:00', addons: [] };
    const r = kit.order({ capacity_facility: [line] }, { bearer: layla, fields: { is_wallet: '1' } });
    expect(r.status).toBe(200);
    const id = (orderResponseSchema.parse(r.body).data as { order_id: number }).order_id;
    const moved = call('POST', `/api/v2/customers/bookings/${id}/reschedule`, { bearer: layla, body: { line: 0, date: tomorrow, start_time: '19:00:00', end_time: '20:00:00' } });
    expect([moved.status, (moved.body as { data: { code?: string } | null }).data?.code]).toEqual([409, 'linked_facility_booked']);
  });
});
