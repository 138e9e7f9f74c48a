import { beforeEach, describe, expect, it } from 'vitest';
import { orderDetailResponseSchema, orderResponseSchema } from '../../lib/provider/commerce';
import { ledgerResponseSchema, refundQuoteResponseSchema } from '../../lib/provider/self-service';
import { addDays, todayIn } from './clock';
import { refundParts } from './commerce-payments';
import { commerceKit, CUSTOMER, type CallOptions } from './commerce-test-kit';

/**
 * Issue 23 item 4 (sandbox/README.md "Self-service"): a cancelled booking's money goes back where it came from, as
 * a provider would (the card's part to the card, the wallet's to the wallet), quoted before the cancel, refunded once.
 */
let kit: ReturnType<typeof commerceKit>;
beforeEach(() => void (kit = commerceKit()));
const call = (method: string, path: string, o: CallOptions) => kit.call(method, path, o);
const soon = addDays(todayIn('Asia/Dubai'), 4);

function paid(bearer: string, start: string, by: 'card' | 'wallet'): number {
  const line = { product_id: 111, quantity: 1, facility_id: 11, venue_service_id: 1, date: soon, start_time: start, end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00:00` };
  const r = kit.order({ capacity_facility: [line] }, { bearer, fields: by === 'wallet' ? { is_wallet: '1' } : {} });
  expect(r.status).toBe(200);
  const d = orderResponseSchema.parse(r.body).data as { order_id: number; transactionId: string | null };
  if (by === 'card') expect(kit.decide(d.transactionId!, 'pay').status).toBe(303);
  return d.order_id;
}
const wallet = (bearer: string) => ledgerResponseSchema.parse(call('GET', '/api/v2/customers/wallet-history', { bearer }).body).data.balance;

describe('refund destination (issue 23 item 4)', () => {
  it('splits a refund back over what paid, card first, each source at most what it paid less what it refunded', () => {
    const paidBy = { card: 100, wallet: 50, qpoints: 0, credit: 0 };
    expect(refundParts(paidBy, {}, 120)).toEqual([
      { to: 'card', amount: 100 },
      { to: 'wallet', amount: 20 },
    ]);
    expect(refundParts(paidBy, { card: 100 }, 40)).toEqual([{ to: 'wallet', amount: 40 }]);
    expect(refundParts({ card: 0, wallet: 0, qpoints: 30, credit: 0 }, {}, 30)).toEqual([{ to: 'qpoints', amount: 30 }]);
  });

  it('a card payment goes back to the card: quoted before, the wallet untouched, recorded on the order, refunded once', () => {
    const layla = kit.login(CUSTOMER);
    const id = paid(layla, '08:00:00', 'card');
    const quote = refundQuoteResponseSchema.parse(call('GET', `/api/v2/customers/bookings/${id}/refund?line=0`, { bearer: layla }).body).data;
    expect(quote).toEqual({ amount: 210, currency: 'AED', parts: [{ to: 'card', amount: 210 }] });
    const before = wallet(layla);
    expect(call('POST', `/api/v2/customers/bookings/${id}/cancel`, { bearer: layla, body: { line: 0 } }).status).toBe(200);
    // Pressed twice: the second is refused and nothing more is refunded.
    expect(call('POST', `/api/v2/customers/bookings/${id}/cancel`, { bearer: layla, body: { line: 0 } }).status).toBe(422);
    expect(wallet(layla)).toBe(before);
    const order = orderDetailResponseSchema.parse(call('GET', `/api/v2/customers/orders/${id}`, { bearer: layla }).body).data;
    expect(order.refunds).toEqual([{ to: 'card', amount: 210 }]);
    expect(call('GET', `/api/v2/customers/bookings/${id}/refund?line=0`, { bearer: layla }).status).toBe(422);
  });

  it('a wallet payment goes back to the wallet', () => {
    const layla = kit.login(CUSTOMER);
    const id = paid(layla, '06:00:00', 'wallet');
    const quote = refundQuoteResponseSchema.parse(call('GET', `/api/v2/customers/bookings/${id}/refund?line=0`, { bearer: layla }).body).data;
    expect(quote.parts).toEqual([{ to: 'wallet', amount: 210 }]);
    const before = wallet(layla);
    expect(call('POST', `/api/v2/customers/bookings/${id}/cancel`, { bearer: layla, body: { line: 0 } }).status).toBe(200);
    expect(wallet(layla)).toBe(before + 210);
  });
});
