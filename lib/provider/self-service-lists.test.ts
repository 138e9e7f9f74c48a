import { describe, expect, it } from 'vitest';
import { ledgerPage, transactionsPage } from './self-service-lists';

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
});
