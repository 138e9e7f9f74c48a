import { orderDetailSchema } from '@/lib/provider/commerce';
import { reshapeOrder } from '@/lib/orders/reshape';
import type { z } from '@/lib/zod';

/**
 * Orders as GET orders/{token} answers them (wire shape), for the reshape, ticket and PDF tests. The Arabic venue's
 * names are Arabic only where the provider gives Arabic; its figures are chosen to need grouping and decimals.
 */
type OrderDetailWire = z.input<typeof orderDetailSchema>;

/** What the Arabic venue's lines and their tickets are, and when. */
const goldSeat = { product_type: 'event', name: 'Desert Music Night', ar_name: 'ليلة موسيقى الصحراء', detail: 'Gold seat', ar_detail: 'مقعد ذهبي', date: '2026-12-01', start_time: '19:30:00', end_time: '23:00:00' } as const;
const padelCourt = { product_type: 'facility', name: 'Padel court 2', ar_name: 'ملعب بادل 2', detail: 'Padel', ar_detail: 'بادل', date: '2026-12-03', start_time: '18:00:00', end_time: '19:00:00' } as const;

/** A venue with Arabic names; an event line of AED 1,234.50 (1,175.71 + 58.79 VAT) and a discounted court. */
export const arabicVenueOrder: OrderDetailWire = {
  order_id: 4021,
  token: 'tok_ar_7f3c9d2a1b',
  status: 'paid',
  created_at: '2026-12-01T10:15:00+04:00',
  currency: 'AED',
  venue: { name: 'Al Waha Sports Club', ar_name: 'نادي الواحة الرياضي', address: 'Al Ain Road, Dubai', ar_address: 'طريق العين، دبي' },
  customer: { name: 'Fatima Al Mansouri', email: 'fatima@example.com', mobile: '+971501234567' },
  lines: [
    {
      ...goldSeat,
      quantity: 1,
      price: 1175.71,
      tax_amount: 58.79,
      discount: 0,
      total: 1234.5,
    },
    {
      ...padelCourt,
      quantity: 2,
      price: 95.24,
      tax_amount: 4.76,
      discount: 20,
      total: 180,
    },
  ],
  tickets: [
    {
      code: 'EVT-4021-0001-K7Q2',
      ...goldSeat,
      holder: 'Fatima Al Mansouri',
    },
    {
      code: 'FAC-4021-0002-M3X8',
      ...padelCourt,
      holder: 'فاطمة المنصوري',
    },
  ],
  subtotal: 1366.19,
  tax: 68.31,
  discount: 20,
  total: 1414.5,
  paid: { card: 1214.5, wallet: 100, qpoints: 100, credit: 0 },
  transaction_id: 'TX-20261201-000417',
};

/** A venue without Arabic text (the Arabic view falls back to English), paid by partner credit, one membership. */
export const englishVenueOrder: OrderDetailWire = {
  order_id: 77,
  token: 'tok_en_0a9b8c7d6e',
  status: 'paid',
  created_at: '2026-11-20T08:00:00+04:00',
  currency: 'SAR',
  venue: { name: 'Harbour Fitness Centre', ar_name: null, address: null },
  customer: { name: 'John Smith', email: null, mobile: null },
  lines: [
    {
      product_type: 'membership',
      name: 'Gold membership',
      ar_name: 'العضوية الذهبية',
      detail: null,
      date: '2026-11-21',
      start_time: null,
      end_time: null,
      quantity: 1,
      price: 1000,
      tax_amount: 50,
      total: 1050,
    },
  ],
  tickets: [
    {
      code: 'MEM-77-0001-ZZ91',
      product_type: 'membership',
      name: 'Gold membership',
      ar_name: 'العضوية الذهبية',
      date: '2026-11-21',
      holder: null,
    },
  ],
  subtotal: 1000,
  tax: 50,
  discount: 0,
  total: 1050,
  paid: { card: 0, wallet: 0, qpoints: 0, credit: 1050 },
  transaction_id: null,
};

/** The Arabic-venue order as the app shows it (parsed with the contract schema, then reshaped), for component tests. */
export const arabicVenueOrderView = () => reshapeOrder(orderDetailSchema.parse(arabicVenueOrder));
