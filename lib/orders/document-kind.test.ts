import { describe, expect, it } from 'vitest';
import { orderDetailSchema } from '@/lib/provider/commerce';
import { reshapeOrder } from './reshape';
import { admissionTickets, documentKind, hasCalendarEntry, membershipTerms, orderKind, unsuccessfulAs } from './document-kind';
import type { OrderView } from './types';

const base = { order_id: 7, token: 'tok_doc_kind_1', status: 'paid', created_at: '2026-11-27T10:00:00+04:00', currency: 'AED', venue: { name: 'Oasis Sports Club' }, customer: { name: 'Layla Haddad' }, subtotal: 0, tax: 0, discount: 0, total: 0, paid: { card: 0, wallet: 0, qpoints: 0, credit: 0 } };
const money = { quantity: 1, price: 800, tax_amount: 40, discount: 0, total: 840 };
const order = (lines: unknown[], tickets: unknown[] = []): OrderView => reshapeOrder(orderDetailSchema.parse({ ...base, lines, tickets }));

const membership = { product_type: 'membership', name: 'Individual Membership', detail: '6 months', date: '2026-11-27', ...money, membership: { end_date: '2027-05-26', duration_months: 6, package_price: 2400, package_tax: 120, instalments: 3 } };
const burger = { product_type: 'pos', name: 'Classic beef burger', detail: 'Courtside Grill', ...money, outlet: { name: 'Courtside Grill', location: 'Level 1, Gate B' } };
const court = { product_type: 'facility', name: 'Padel court 2', detail: 'Padel', date: '2026-12-03', start_time: '18:00:00', end_time: '19:00:00', ...money };
const ticketOf = (l: { product_type: string; name: string }, code: string) => ({ code, product_type: l.product_type, name: l.name, holder: 'Layla Haddad' });

describe('documentKind (spec §1 product types, issue 24 item 3)', () => {
  it('gives admissions (facility, event, academy session, trainer session) their tickets', () => {
    expect(['facility', 'event', 'academy', 'trainer'].map(documentKind)).toEqual(['admission', 'admission', 'admission', 'admission']);
  });
  it('gives a membership, an outlet or retail product (pos) and an offer their own document, an add-on none of its own', () => {
    expect(['membership', 'pos', 'offer', 'addon'].map(documentKind)).toEqual(['membership', 'outlet', 'offer', 'addon']);
  });
  it('treats an unknown type as no admission', () => {
    expect(documentKind('voucher')).toBeNull();
    expect(documentKind('__proto__')).toBeNull();
  });
});

describe('admissionTickets', () => {
  it('keeps only the admissions: a burger or a membership is never "Ticket 1 of 1"', () => {
    const o = order([court, burger], [ticketOf(court, 'FAC-0001-AAAA'), ticketOf(burger, 'POS-0001-BBBB')]);
    expect(admissionTickets(o).map((t) => t.code)).toEqual(['FAC-0001-AAAA']);
    expect(admissionTickets(order([membership], [ticketOf(membership, 'MEM-0001-CCCC')]))).toEqual([]);
  });
});

describe('hasCalendarEntry', () => {
  it('dates an admission with a start and end, never a burger or a membership (which has a start date only)', () => {
    expect(order([court, burger, membership]).lines.map(hasCalendarEntry)).toEqual([true, false, false]);
  });
});

describe('orderKind (spec §4: a membership is never mixed with other product types)', () => {
  it('names an order of one kind by it, add-ons aside', () => {
    expect(orderKind(order([membership]))).toBe('membership');
    expect(orderKind(order([burger, burger]))).toBe('outlet');
    expect(orderKind(order([court, { ...court, product_type: 'addon', name: 'Racket' }]))).toBe('admission');
  });
  it('is mixed for a court and a burger', () => {
    expect(orderKind(order([court, burger]))).toBe('mixed');
  });
});

describe('membershipTerms (spec §9: instalments divide price and tax by the divisor)', () => {
  it('gives the period and the next instalment by the cart schedule: AED 2,520 in 3 over 6 months, every 2 months', () => {
    const [line] = order([membership]).lines;
    expect(membershipTerms(line!)).toEqual({ start: '2026-11-27', end: '2027-05-26', instalments: 3, intervalMonths: 2, next: { price: 800, tax: 40, total: 840, date: '2027-01-27' } });
  });
  it('has no next instalment when paid in full', () => {
    const [line] = order([{ ...membership, membership: { ...membership.membership, instalments: 1 } }]).lines;
    expect(membershipTerms(line!)?.next).toBeNull();
  });
  it('is null for another line, or when the provider told no plan', () => {
    expect(membershipTerms(order([court]).lines[0]!)).toBeNull();
    expect(membershipTerms(order([{ ...membership, membership: null }]).lines[0]!)).toBeNull();
  });
});

describe('unsuccessfulAs (spec §8 payment failure page sentences are for failures)', () => {
  it("reads the customer's own cancel as cancelled", () => {
    expect(unsuccessfulAs({ reason: 'cancelled' })).toBe('cancelled');
    expect(unsuccessfulAs({ status: 'cancelled' })).toBe('cancelled');
  });
  it('keeps the failure wording for a declined card, an expired hold, a refunded late payment or no reason', () => {
    expect(unsuccessfulAs({ reason: 'declined' })).toBe('failed');
    expect(unsuccessfulAs({ reason: null })).toBe('failed');
    expect(['failed', 'expired', 'refunded'].map((status) => unsuccessfulAs({ status: status as OrderView['status'] }))).toEqual(['failed', 'failed', 'failed']);
  });
  it('trusts the order over the address: a cancelled reason on a declined order is a failure', () => {
    expect(unsuccessfulAs({ status: 'failed', reason: 'cancelled' })).toBe('failed');
  });
});
