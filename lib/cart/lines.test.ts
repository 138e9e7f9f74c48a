import { describe, expect, it } from 'vitest';
import { academyLine, eventLine, membershipLine, offerLine, outletLine, retailLine, trainerLine } from './lines';
import { lineTotal } from './rules';

const n = (en: string) => ({ en, ar: `${en} ع` });
const keys = { key: 'k', groupKey: 'g' };

describe('cart lines from catalogue products (spec §3 cart item)', () => {
  it('an event ticket at one schedule carries event_id, event_ticket_id and the schedule', () => {
    const l = eventLine({
      venueId: 1,
      keys,
      quantity: 3,
      event: { id: 5, name: n('Gala') },
      ticket: { id: 51, name: n('Adult'), price: 100, tax: 5 },
      schedule: { id: 9, startDate: '2026-12-01', startTime: '18:00:00', endTime: '21:00:00' },
    });
    expect(l).toMatchObject({ productType: 'event', productId: 51, quantity: 3, price: 100, taxAmount: 5, customers: [] });
    expect(l.event).toEqual({ eventId: 5, ticketId: 51, scheduleId: 9, eventName: n('Gala'), date: '2026-12-01', start: '18:00:00', end: '21:00:00' });
    expect(lineTotal(l)).toBe(315);
  });

  it('spec §9: a membership instalment plan divides price and tax by the divisor; paying in full keeps them', () => {
    const base = { venueId: 1, keys, membership: { id: 41, name: n('Individual') }, pkg: { id: 412, name: n('6 months'), price: 2400, tax: 120 }, startDate: '2026-11-23' };
    const plan = membershipLine({ ...base, plan: { id: 7, divisor: 6 } });
    expect(plan).toMatchObject({ productType: 'membership', productId: 412, quantity: 1, price: 400, taxAmount: 20 });
    expect(plan.membership).toMatchObject({ membershipId: 41, packageId: 412, instalmentId: 7, divisor: 6, startDate: '2026-11-23' });
    const full = membershipLine({ ...base, plan: null });
    expect(full).toMatchObject({ price: 2400, taxAmount: 120 });
    expect(full.membership).toMatchObject({ instalmentId: null, divisor: 1 });
  });

  it('spec §9: instalments are split in fils, the first (paid at the order) carrying the remainder (issue 23)', () => {
    const l = membershipLine({ venueId: 1, keys, membership: { id: 1, name: n('m') }, pkg: { id: 2, name: n('p'), price: 1000, tax: 50 }, plan: { id: 3, divisor: 3, intervalMonths: 2 }, startDate: '2026-01-01' });
    expect([l.price, l.taxAmount]).toEqual([333.34, 16.68]);
    expect(l.membership!.plan).toEqual({ price: 1000, tax: 50, intervalMonths: 2 });
  });

  it('an academy package carries the programme, the date range, sorted weekdays and the workshops/check price', () => {
    const l = academyLine({
      venueId: 1,
      keys,
      academy: { id: 21, name: n('Swim') },
      programme: { id: 2101, name: n('Water') },
      pkg: { id: 21011, name: n('Monthly') },
      range: { startDate: '2026-12-01', endDate: '2027-02-28', days: [2, 0] },
      priced: { price: 575, tax: 28.75 },
    });
    expect(l).toMatchObject({ productType: 'academy', productId: 21011, quantity: 1, price: 575, taxAmount: 28.75 });
    expect(l.academy).toMatchObject({ academyId: 21, programmeId: 2101, packageId: 21011, startDate: '2026-12-01', endDate: '2027-02-28', days: [0, 2] });
  });

  it('a trainer package carries trainer_id, training_package_id and sessions', () => {
    const l = trainerLine({ venueId: 1, keys, trainer: { id: 3, name: n('Coach') }, pkg: { id: 31, name: n('5'), price: 500, tax: 25, sessions: 5 } });
    expect(l).toMatchObject({ productType: 'trainer', productId: 31, trainer: { trainerId: 3, packageId: 31, sessions: 5 } });
  });

  it('an offer costs its offer price (spec §3 offer_price)', () => {
    const l = offerLine({ venueId: 1, keys, offer: { id: 81, name: n('Bundle'), offerPrice: 80, tax: 4 } });
    expect(l).toMatchObject({ productType: 'offer', productId: 81, price: 80, taxAmount: 4, offer: { offerId: 81, offerPrice: 80, validUntil: null } });
    // Its valid-until day travels with the line, so the cart can mark it once expired (issue 23 item 1).
    const dated = offerLine({ venueId: 1, keys, offer: { id: 82, name: n('Bundle'), offerPrice: 80, tax: 4, validUntil: '2026-12-15' } });
    expect(dated.offer?.validUntil).toBe('2026-12-15');
  });

  it('outlet and retail products are pos lines with their outlet (spec §3 pos outlet_id)', () => {
    const o = outletLine({ venueId: 1, keys, quantity: 2, outlet: { id: 9, name: n('Cafe') }, product: { id: 90, name: n('Latte'), price: 18, tax: 0.9 } });
    expect(o).toMatchObject({ productType: 'pos', productId: 90, quantity: 2, pos: { outletId: 9, outletName: n('Cafe') } });
    const r = retailLine({ venueId: 1, keys, product: { id: 300, name: n('Cap'), price: 50, tax: 2.5, outletId: null } });
    expect(r).toMatchObject({ productType: 'pos', productId: 300, quantity: 1, pos: { outletId: null, outletName: null } });
  });

  it('a quantity that is not a whole number of at least one becomes one', () => {
    const l = offerLine({ venueId: 1, keys, quantity: -4, offer: { id: 81, name: n('Bundle'), offerPrice: 80, tax: 4 } });
    expect(l.quantity).toBe(1);
  });
});
