import { describe, expect, it } from 'vitest';
import { closedLines, closedReason, dropClosedLines } from './closed-lines';
import { cartOf, everyProductType, line } from './fixtures.test-util';

// Issue 23 item 1: the re-sync before Pay drops what can no longer be sold: a started or ended event session, an
// academy programme or a membership starting before today (spec §5 booking dates), each with its reason.
const now = { date: '2026-01-02', minutes: 18 * 60 + 30 };
const named = { en: 'x', ar: 'س' };
const event = (date: string, start: string, end: string) =>
  line({ productType: 'event', event: { eventId: 1, ticketId: 5, scheduleId: 9, eventName: named, date, start, end } });

describe('closed cart lines', () => {
  it('gives the reason of each closed line', () => {
    expect(closedReason(event('2026-01-02', '19:00:00', '21:00:00'), now)).toBeNull();
    expect(closedReason(event('2026-01-02', '18:00:00', '21:00:00'), now)).toBe('sessionStarted');
    expect(closedReason(event('2026-01-02', '16:00:00', '18:30:00'), now)).toBe('sessionEnded');
    expect(closedReason(event('2026-01-01', '19:00:00', '21:00:00'), now)).toBe('sessionEnded');
    const academy = (startDate: string) =>
      line({ productType: 'academy', academy: { academyId: 1, programmeId: 2, packageId: 3, academyName: named, programmeName: named, startDate, endDate: '2026-03-01', days: [1] } });
    expect(closedReason(academy('2026-01-01'), now)).toBe('programmePast');
    expect(closedReason(academy('2026-01-02'), now)).toBeNull();
    const membership = (startDate: string) =>
      line({ productType: 'membership', membership: { membershipId: 1, packageId: 2, membershipName: named, instalmentId: null, divisor: 1, startDate } });
    expect(closedReason(membership('2026-01-01'), now)).toBe('membershipPast');
    expect(closedReason(membership('2026-01-03'), now)).toBeNull();
  });

  it('drops only the closed lines and keeps the rest of the cart as it was', () => {
    const items = everyProductType(); // its event starts 2026-01-02 18:00, its programme 2026-02-01
    const cart = cartOf(...items);
    const { cart: next, dropped } = dropClosedLines(cart, now);
    expect(dropped.map((d) => [d.item.productType, d.reason])).toEqual([['event', 'sessionStarted']]);
    expect(next.items).toEqual(items.filter((i) => i.productType !== 'event'));
    const early = dropClosedLines(cart, { date: '2026-01-02', minutes: 17 * 60 });
    expect(early.cart).toBe(cart);
    expect(early.dropped).toEqual([]);
  });

  it('marks an offer once its valid-until day has passed, not on the day itself (the provider\'s offer_expired)', () => {
    const offer = (validUntil: string | null | undefined) => line({ productType: 'offer', offer: { offerId: 7, offerPrice: 50, validUntil } });
    expect(closedReason(offer('2026-01-01'), now)).toBe('offerExpired');
    expect(closedReason(offer('2026-01-01T23:59:59Z'), now)).toBe('offerExpired');
    expect(closedReason(offer('2026-01-02'), now)).toBeNull();
    expect(closedReason(offer(null), now)).toBeNull();
    expect(closedReason(offer(undefined), now)).toBeNull();
  });

  it('lists the closed lines of a cart with their reasons, in cart order, and changes nothing', () => {
    const started = event('2026-01-02', '18:00:00', '21:00:00');
    const expired = line({ productType: 'offer', offer: { offerId: 7, offerPrice: 50, validUntil: '2025-12-31' } });
    const open = event('2026-01-03', '18:00:00', '21:00:00');
    const items = [started, open, expired];
    expect(closedLines(items, now)).toEqual([
      { item: started, reason: 'sessionStarted' },
      { item: expired, reason: 'offerExpired' },
    ]);
    expect(items).toHaveLength(3);
    expect(closedLines([open], now)).toEqual([]);
  });
});
