import { describe, expect, it, vi } from 'vitest';
import { orderDetailSchema } from '@/lib/provider/commerce';
import { reshapeOrder } from '@/lib/orders/reshape';
import { arabicVenueOrder, englishVenueOrder } from '@/lib/orders/__fixtures__/orders';
import { ticketLabelsFor } from './labels';
import { receiptOf, ticketFace } from './view';

vi.mock('server-only', () => ({}));

const ar = reshapeOrder(orderDetailSchema.parse(arabicVenueOrder));
const en = reshapeOrder(orderDetailSchema.parse(englishVenueOrder));

describe('what a ticket says (issue 12 item 6)', () => {
  it('spec §9: date as ddd DD MMM YYYY and times as hh:mm A, in the page language', () => {
    expect(ticketFace(ar.tickets[0]!, 'en', ticketLabelsFor('en'))).toEqual({
      code: 'EVT-4021-0001-K7Q2',
      name: 'Desert Music Night',
      detail: 'Gold seat',
      date: 'Tue 01 Dec 2026',
      time: '07:30 PM to 11:00 PM',
      holder: 'Fatima Al Mansouri',
    });
    const face = ticketFace(ar.tickets[0]!, 'ar', ticketLabelsFor('ar'));
    expect(face).toMatchObject({ name: 'ليلة موسيقى الصحراء', detail: 'مقعد ذهبي', date: 'الثلاثاء 01 ديسمبر 2026' });
    expect(face.time).toMatch(/^07:30 م إلى 11:00 م$/);
  });

  it('a ticket without times or holder shows neither', () => {
    expect(ticketFace(en.tickets[0]!, 'en', ticketLabelsFor('en'))).toMatchObject({ date: 'Sat 21 Nov 2026', time: null, holder: null, detail: null });
  });
});

describe('what a receipt says', () => {
  it('spec §9: price per unit is price + VAT; whole amounts without decimals, others with two, US-English grouping', () => {
    const r = receiptOf(ar, 'en', ticketLabelsFor('en'));
    expect(r.rows.map((x) => [x.name, x.quantity, x.unitPrice, x.discount, x.amount])).toEqual([
      ['Desert Music Night', 1, 'AED 1,234.50', null, 'AED 1,234.50'],
      ['Padel court 2', 2, 'AED 100', '-AED 20', 'AED 180'],
    ]);
    expect(r.rows[1]!.when).toBe('Thu 03 Dec 2026, 06:00 PM to 07:00 PM');
    expect(r.totals).toEqual([
      { label: 'Subtotal', value: 'AED 1,366.19' },
      { label: 'VAT (5%)', value: 'AED 68.31' },
      { label: 'Discount', value: '-AED 20' },
      { label: 'Total', value: 'AED 1,414.50', strong: true },
    ]);
    // Only the means that paid something are listed (card, wallet, q-points; no partner credit here).
    expect(r.payments).toEqual([
      { label: 'Card', value: 'AED 1,214.50' },
      { label: 'Wallet', value: 'AED 100' },
      { label: 'Q-Points', value: 'AED 100' },
    ]);
    expect(r).toMatchObject({ orderNumber: 'Order #4021', orderDate: '01 Dec 2026', status: 'Completed', transactionId: 'TX-20261201-000417' });
    expect(r.customer).toEqual(['Fatima Al Mansouri', 'fatima@example.com', '+971501234567']);
  });

  it('Arabic receipt: Arabic wording and comma, Latin digits, no discount line when there is none', () => {
    const r = receiptOf(en, 'ar', ticketLabelsFor('ar'));
    expect(r.venue).toBe('Harbour Fitness Centre');
    expect(r.orderNumber).toBe('الطلب رقم 77');
    expect(r.status).toBe('مكتمل');
    expect(r.totals.map((f) => f.label)).toEqual(['المجموع الفرعي', 'ضريبة القيمة المضافة (5%)', 'الإجمالي']);
    expect(r.payments).toEqual([{ label: 'ائتمان الشريك', value: 'SAR 1,050' }]);
    expect(receiptOf(ar, 'ar', ticketLabelsFor('ar')).rows[0]!.when).toMatch(/^الثلاثاء 01 ديسمبر 2026، 07:30 م/);
  });
});

describe('a refunded order says so (issue 23 item 4)', () => {
  it('its receipt status and a refund line per destination, in both languages', () => {
    const refunded = { ...en, paid: { card: 210, wallet: 0, qpoints: 0, credit: 0 }, refunds: [{ to: 'card' as const, amount: 210 }] };
    const r = receiptOf(refunded, 'en', ticketLabelsFor('en'));
    expect(r.status).toBe('Refund Requested');
    expect(r.payments).toContainEqual({ label: 'Refunded to card', value: '-SAR 210' });
    const a = receiptOf({ ...refunded, refunds: [{ to: 'wallet' as const, amount: 100 }] }, 'ar', ticketLabelsFor('ar'));
    expect(a.status).toBe('مكتمل');
    expect(a.payments.map((p) => p.label)).toContain('مسترد إلى المحفظة');
  });
});
