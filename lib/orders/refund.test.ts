import { describe, expect, it } from 'vitest';
import { paidTotal, refundedTotal, shownOrderStatus, statusAfterRefunds } from './refund';

const paid = { card: 210, wallet: 0, qpoints: 0, credit: 0 };

describe('a refunded order says so (issue 23 item 4; spec §4 statuses labelled in profile)', () => {
  it('is shown refunded once everything paid went back, and keeps its status while only part did', () => {
    expect(shownOrderStatus({ status: 'paid', paid, refunds: [{ to: 'card', amount: 210 }] })).toBe('refunded');
    expect(shownOrderStatus({ status: 'paid', paid: { ...paid, wallet: 90 }, refunds: [{ to: 'card', amount: 210 }] })).toBe('paid');
    expect(shownOrderStatus({ status: 'paid', paid, refunds: undefined })).toBe('paid');
    expect(shownOrderStatus({ status: 'cancelled', paid, refunds: [{ to: 'card', amount: 210 }] })).toBe('cancelled');
  });
  it('adds the refund lines to the fils', () => {
    expect(refundedTotal([{ to: 'card', amount: 100.1 }, { to: 'wallet', amount: 0.2 }])).toBe(100.3);
    expect(refundedTotal(undefined)).toBe(0);
  });
  it('one rule from the totals, for the lists that carry no refund lines (transactions, booking cards)', () => {
    expect(statusAfterRefunds('paid', 210, 210)).toBe('refunded');
    expect(statusAfterRefunds('paid', 210, 209.99)).toBe('paid');
    expect(statusAfterRefunds('paid', 0.3, 0.1 + 0.2)).toBe('refunded');
    expect(statusAfterRefunds('paid', 0, 0)).toBe('paid');
    expect(statusAfterRefunds('approval_required', 100, 100)).toBe('approval_required');
    expect(statusAfterRefunds('refunded', 100, 0)).toBe('refunded');
    expect(paidTotal({ card: 0.1, wallet: 0.2, qpoints: 0, credit: 0 })).toBe(0.3);
  });
});
