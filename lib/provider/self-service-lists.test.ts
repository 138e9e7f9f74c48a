import { describe, expect, it } from 'vitest';
import { familyMember, guestsPage, ledgerPage, partnerCredit, transactionsPage } from './self-service-lists';

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
