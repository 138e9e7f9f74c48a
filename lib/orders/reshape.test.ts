import { describe, expect, it } from 'vitest';
import { orderDetailResponseSchema } from '@/lib/provider/commerce';
import { arabicVenueOrder, englishVenueOrder } from './__fixtures__/orders';
import { reshapeOrder } from './reshape';

// Each test parses the provider answer with the shared wire schema first (docs/commerce.md, GET orders/{token}).
const parse = (data: unknown) => orderDetailResponseSchema.parse({ status: true, data }).data;

describe('GET orders/{token} to the app’s OrderView', () => {
  it('keeps figures, names in both languages and venue-local times as the provider wrote them', () => {
    const o = reshapeOrder(parse(arabicVenueOrder));
    expect(o).toMatchObject({
      id: 4021,
      token: 'tok_ar_7f3c9d2a1b',
      status: 'paid',
      createdAt: '2026-12-01T10:15:00+04:00',
      currency: 'AED',
      venue: { name: { en: 'Al Waha Sports Club', ar: 'نادي الواحة الرياضي' }, address: { en: 'Al Ain Road, Dubai', ar: 'طريق العين، دبي' } },
      customer: { name: 'Fatima Al Mansouri', email: 'fatima@example.com', mobile: '+971501234567' },
      subtotal: 1366.19,
      tax: 68.31,
      discount: 20,
      total: 1414.5,
      paid: { card: 1214.5, wallet: 100, qpoints: 100, credit: 0 },
      transactionId: 'TX-20261201-000417',
    });
    expect(o.lines[0]).toEqual({
      type: 'event',
      name: { en: 'Desert Music Night', ar: 'ليلة موسيقى الصحراء' },
      detail: { en: 'Gold seat', ar: 'مقعد ذهبي' },
      date: '2026-12-01',
      start: '19:30:00',
      end: '23:00:00',
      quantity: 1,
      price: 1175.71,
      tax: 58.79,
      discount: 0,
      total: 1234.5,
    });
    expect(o.tickets.map((t) => [t.code, t.type, t.holder])).toEqual([
      ['EVT-4021-0001-K7Q2', 'event', 'Fatima Al Mansouri'],
      ['FAC-4021-0002-M3X8', 'facility', 'فاطمة المنصوري'],
    ]);
  });

  it('spec §3: a venue without Arabic text shows the English one; missing values are null, a missing discount 0', () => {
    const o = reshapeOrder(parse(englishVenueOrder));
    expect(o.venue).toEqual({ name: { en: 'Harbour Fitness Centre', ar: 'Harbour Fitness Centre' }, address: null });
    expect(o.customer).toEqual({ name: 'John Smith', email: null, mobile: null });
    expect(o.lines[0]).toMatchObject({ detail: null, start: null, end: null, discount: 0 });
    expect(o.tickets[0]).toMatchObject({ detail: null, start: null, end: null, holder: null });
    expect(o.transactionId).toBeNull();
  });

  it('reads blank holder and transaction id as absent', () => {
    const w = parse({ ...englishVenueOrder, transaction_id: '  ', tickets: [{ ...englishVenueOrder.tickets[0], holder: ' ' }] });
    const o = reshapeOrder(w);
    expect(o.transactionId).toBeNull();
    expect(o.tickets[0]!.holder).toBeNull();
  });
});
