import { describe, expect, it } from 'vitest';
import { bookingsPage, bookingsQuery, familyMember, guestsPage, ledgerPage, partnerCredit, reshapeBooking, supportTicket, supportTicketsPage, transactionsPage } from './self-service-lists';

const page = { total: 2, per_page: 16, current_page: 1, total_pages: 1 };
const paid = { card: 100.1, wallet: 0.2, qpoints: 0, credit: 0 };

describe('the personal lists read by islands and the server alike (issue 27 item 3)', () => {
  it('a transaction whose every dirham went back reads refunded; one partly refunded keeps its status (spec §4, issue 23 item 4)', () => {
    const t = { order_id: 7, token: 'tok', reference: 'REF', status: 'paid' as const, amount_paid: 100.3, currency: 'AED', paid, created_at: '2026-11-20 10:00:00' };
    const list = transactionsPage({ ...page, data: [{ ...t, refunded: 100.3 }, { ...t, order_id: 8, refunded: 50 }] });
    expect(list.items.map((x) => [x.orderId, x.status])).toEqual([[7, 'refunded'], [8, 'paid']]);
    expect(list).toMatchObject({ page: 1, totalPages: 1, total: 2 });
  });

  it('a ledger keeps its balance and currency, and an entry without Arabic reads its English in Arabic (spec §2)', () => {
    const ledger = ledgerPage({ ...page, balance: 200.25, currency: 'AED', data: [{ id: 'a', created_at: '2026-11-20', amount: -10, description: 'Booking', ar_description: null, order_id: 3 }] });
    expect(ledger.balance).toBe(200.25);
    expect(ledger.currency).toBe('AED');
    expect(ledger.items[0]).toEqual({ id: 'a', createdAt: '2026-11-20', amount: -10, description: { en: 'Booking', ar: 'Booking' }, orderId: 3 });
  });

  it('a family member without contact details reads as blanks the page leaves out (spec §2 /profile/family)', () => {
    expect(familyMember({ customer_id: 9, name: 'Zaid', email: null, country_code: null, mobile_number: null, dob: '2015-04-02', gender: 'Male', nationality: null, is_primary: 0 })).toEqual({
      id: 9,
      name: 'Zaid',
      email: null,
      countryCode: null,
      mobile: null,
      dob: '2015-04-02',
      gender: 'Male',
    });
  });

  it('a partner\'s credit keeps its figures and names its invoices\' fields; a guest without nationality reads null (spec §6)', () => {
    const credit = partnerCredit({ currency: 'AED', limit: 5000, used: 1200.5, available: 3799.5, dues: 300, invoices: [{ id: 1, number: 'INV-1', order_id: 44, amount: 300, due_date: '2026-12-01', status: 'due' }] });
    expect(credit).toEqual({ currency: 'AED', limit: 5000, used: 1200.5, available: 3799.5, dues: 300, invoices: [{ id: 1, number: 'INV-1', orderId: 44, amount: 300, dueDate: '2026-12-01', status: 'due' }] });
    const guests = guestsPage({ ...page, total: 1, data: [{ id: 3, name: 'Omar', email: 'o@x.ae', country_code: '971', mobile_number: '501234567', nationality: undefined, created_at: '2026-11-20' }] });
    expect(guests.items).toEqual([{ id: 3, name: 'Omar', email: 'o@x.ae', countryCode: '971', mobile: '501234567', nationality: null, createdAt: '2026-11-20' }]);
  });
});

describe('the booking history, one reshape for the server page and the island (issue 27 item 3)', () => {
  const now = { date: '2026-11-27', minutes: 10 * 60 };
  const line = {
    order_id: 41,
    token: 'tok',
    line: 0,
    product_type: 'facility' as const,
    name: 'Padel Court 1',
    ar_name: 'ملعب بادل 1',
    detail: null,
    date: '2026-11-27',
    start_time: '08:00:00',
    end_time: '09:00:00',
    quantity: 1,
    total: 210,
    currency: 'AED',
    order_status: 'paid' as const,
    order_paid: 210,
    order_refunded: 0,
    created_at: '2026-11-20 10:00:00',
    facility: { facility_date: '2026-11-27', facility_end_time: '09:00:00', is_booking_approved: 0, is_cid_approved: null, status_id: 1, can_reschedule: 1 as const, can_cancel: 0 as const, facility_id: 11, venue_service_id: 1, advance_booking_days_limit: null, online_booking_delay: 5 },
  };

  it('a facility line: spec §4 display status and needs-approval, past once its end has gone by at the venue, the provider’s change flags', () => {
    const list = bookingsPage({ ...page, total: 1, data: [line] }, now);
    expect(list).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    const b = list.items[0]!;
    expect(b.facility).toEqual({ status: 'pending', needsApproval: true, past: true, canReschedule: true, canCancel: false, move: { facilityId: 11, serviceId: 1, advanceDays: 30, delay: 5 } });
    expect(b.name).toEqual({ en: 'Padel Court 1', ar: 'ملعب بادل 1' });
    expect(b.detail).toBeNull();
    // Upcoming while its end is still ahead today (spec §4 past/upcoming against the venue's wall clock).
    expect(reshapeBooking(line, { date: '2026-11-27', minutes: 8 * 60 + 30 }).facility?.past).toBe(false);
  });

  it('an order whose every dirham went back reads refunded (issue 23 item 4); a programme line keeps its sessions left (issue 13 item 2)', () => {
    const b = reshapeBooking({ ...line, facility: null, product_type: 'trainer', order_refunded: 210, programme: { package: '5 sessions', sessions: 5, used: 7, days: [3, 1, 3] } }, now);
    expect(b.orderStatus).toBe('refunded');
    expect(b.facility).toBeNull();
    expect(b.programme).toMatchObject({ sessions: 5, used: 5, left: 0, days: [1, 3], package: { en: '5 sessions', ar: '5 sessions' } });
  });

  it('asks for one type, newest order first, and leaves out an empty preset (spec §9)', () => {
    expect(bookingsQuery('event', { page: 2, preset: '' })).toEqual({ type: 'event', page: 2, preset: undefined, sort_order: 'desc', order_id: undefined });
    expect(bookingsQuery('trainer', { page: 1, preset: 'month', orderId: 9 })).toMatchObject({ preset: 'month', order_id: 9 });
  });
});

describe('customer support, one reshape for the islands (issue 27 item 3)', () => {
  const wire = { id: 4, subject: 'Lights on court 2', status: 'open' as const, created_at: '2026-11-20 10:00:00', updated_at: '2026-11-21 09:30:00', order_id: null };

  it('spec §2 /customer-support: a page of tickets keeps subject, status and last change, in the provider\'s order, without the order link', () => {
    const list = supportTicketsPage({ total: 17, per_page: 16, current_page: 2, total_pages: 2, data: [wire, { ...wire, id: 3, status: 'answered' }] });
    expect(list).toEqual({
      total: 17,
      page: 2,
      totalPages: 2,
      items: [
        { id: 4, subject: 'Lights on court 2', status: 'open', createdAt: '2026-11-20 10:00:00', updatedAt: '2026-11-21 09:30:00' },
        { id: 3, subject: 'Lights on court 2', status: 'answered', createdAt: '2026-11-20 10:00:00', updatedAt: '2026-11-21 09:30:00' },
      ],
    });
  });

  it('spec §2 "customer support and reply": a ticket keeps its conversation in order, each message with who wrote it', () => {
    const messages = [
      { id: 1, author: 'customer' as const, message: 'The lights flicker.', created_at: '2026-11-20 10:00:00' },
      { id: 2, author: 'venue' as const, message: 'We will check tonight.', created_at: '2026-11-21 09:30:00' },
    ];
    expect(supportTicket({ ...wire, status: 'answered', messages })).toEqual({
      id: 4,
      subject: 'Lights on court 2',
      status: 'answered',
      createdAt: '2026-11-20 10:00:00',
      updatedAt: '2026-11-21 09:30:00',
      messages: [
        { id: 1, author: 'customer', message: 'The lights flicker.', createdAt: '2026-11-20 10:00:00' },
        { id: 2, author: 'venue', message: 'We will check tonight.', createdAt: '2026-11-21 09:30:00' },
      ],
    });
  });
});
