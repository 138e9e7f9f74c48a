import { describe, expect, it, vi } from 'vitest';
import { orderDetailSchema } from '@/lib/provider/commerce';
import { reshapeOrder } from '@/lib/orders/reshape';
import { orderDocumentsOf, receiptNotes } from './documents';
import { receiptOf } from './view';
import { ticketLabelsFor } from './labels';

vi.mock('server-only', () => ({}));

const base = { order_id: 31, token: 'tok_documents_1', status: 'paid', created_at: '2026-11-27T10:00:00+04:00', currency: 'AED', venue: { name: 'Arena Dubai' }, customer: { name: 'Layla Haddad' }, subtotal: 0, tax: 0, discount: 0, total: 0, paid: { card: 0, wallet: 0, qpoints: 0, credit: 0 } };
const order = (lines: unknown[], tickets: unknown[] = []) => reshapeOrder(orderDetailSchema.parse({ ...base, lines, tickets }));
const membership = {
  product_type: 'membership',
  name: 'Individual Membership',
  ar_name: 'العضوية الفردية',
  detail: '6 months',
  ar_detail: '6 أشهر',
  date: '2026-11-27',
  quantity: 1,
  price: 800,
  tax_amount: 40,
  total: 840,
  membership: { end_date: '2027-05-26', duration_months: 6, package_price: 2400, package_tax: 120, instalments: 3 },
};
const burger = { product_type: 'pos', name: 'Classic beef burger', ar_name: 'برغر لحم كلاسيكي', detail: 'Courtside Grill', quantity: 2, price: 40, tax_amount: 2, total: 84, outlet: { name: 'Courtside Grill', ar_name: 'مشويات جانب الملعب', location: 'Level 1, Gate B', ar_location: 'الطابق الأول، البوابة ب' } };
const offer = { product_type: 'offer', name: 'Family game night', quantity: 1, price: 399, tax_amount: 19.95, total: 418.95, offer: { description: 'Four tickets, four meals and a cap for the kids.', valid_until: '2026-12-31' } };

describe('a membership says its period, plan and next instalment (issue 24 item 3, spec §9)', () => {
  it('in English', () => {
    const docs = orderDocumentsOf(order([membership], [{ code: 'MEM-31-0001', product_type: 'membership', name: 'Individual Membership', holder: 'Layla Haddad' }]), 'en');
    expect(docs.kind).toBe('membership');
    expect(docs.successText).toBe('Thank you. Your membership is confirmed.');
    expect(docs.memberships).toEqual([
      {
        name: 'Individual Membership',
        facts: [
          { label: 'Period', value: 'Fri 27 Nov 2026 to Wed 26 May 2027' },
          { label: 'Plan', value: '6 months, 3 instalments, every 2 months' },
          { label: 'Next instalment', value: 'AED 840 on Wed 27 Jan 2027' },
          { label: 'Members', value: 'Layla Haddad' },
        ],
      },
    ]);
  });
  it('in Arabic, with the plural of the instalments and the months', () => {
    const [m] = orderDocumentsOf(order([membership]), 'ar').memberships;
    expect(m!.name).toBe('العضوية الفردية');
    expect(m!.facts.map((f) => f.label)).toEqual(['المدة', 'الخطة', 'القسط التالي']);
    expect(m!.facts[1]!.value).toBe('6 أشهر، 3 أقساط، كل شهرين');
    expect(m!.facts[0]!.value).toMatch(/^من .*27 نوفمبر 2026 إلى .*26 مايو 2027$/);
  });
  it('paid in full: no next instalment', () => {
    const [m] = orderDocumentsOf(order([{ ...membership, membership: { ...membership.membership, instalments: 1 } }]), 'en').memberships;
    expect(m!.facts.map((f) => f.value)).toEqual(['Fri 27 Nov 2026 to Wed 26 May 2027', '6 months, paid in full']);
  });
  it('its receipt line carries the period instead of the start date alone', () => {
    const r = receiptOf(order([membership]), 'en', ticketLabelsFor('en'));
    expect(r.rows[0]).toMatchObject({ when: null, notes: ['Period: Fri 27 Nov 2026 to Wed 26 May 2027', 'Plan: 6 months, 3 instalments, every 2 months', 'Next instalment: AED 840 on Wed 27 Jan 2027'] });
  });
});

describe('an outlet order says where it comes from (spec §1: delivery from an outlet)', () => {
  it('groups the products by outlet, with its place and the order number to give', () => {
    const docs = orderDocumentsOf(order([burger]), 'en');
    expect(docs.successText).toBe('Thank you. Your order is confirmed.');
    expect(docs.outlets).toEqual([{ outlet: 'Courtside Grill', place: 'Level 1, Gate B', items: ['Classic beef burger × 2'], how: expect.stringContaining('#31') }]);
    expect(orderDocumentsOf(order([burger]), 'ar').outlets[0]).toMatchObject({ outlet: 'مشويات جانب الملعب', place: 'الطابق الأول، البوابة ب', items: ['برغر لحم كلاسيكي × 2'] });
  });
  it('its receipt line names the outlet and place once', () => {
    const o = order([burger]);
    expect(receiptNotes(o.lines[0]!, o, 'en')).toEqual(['From Courtside Grill, Level 1, Gate B']);
    expect(receiptOf(o, 'en', ticketLabelsFor('en')).rows[0]).toMatchObject({ detail: null, when: null });
  });
});

describe('an offer says what it gives', () => {
  it('its content and the last day to use it', () => {
    const [d] = orderDocumentsOf(order([offer]), 'en').offers;
    expect(d).toMatchObject({ name: 'Family game night × 1', facts: [{ label: 'What it includes', value: 'Four tickets, four meals and a cap for the kids.' }, { label: 'Use it by', value: 'Thu 31 Dec 2026' }] });
  });
});

describe('admissions keep the payment wording', () => {
  it('has no sentence of its own', () => {
    const court = { product_type: 'facility', name: 'Padel court 2', date: '2026-12-03', start_time: '18:00:00', end_time: '19:00:00', quantity: 1, price: 100, tax_amount: 5, total: 105 };
    expect(orderDocumentsOf(order([court]), 'en')).toMatchObject({ kind: 'admission', successText: null, summaryTitle: null, memberships: [], outlets: [], offers: [] });
  });
});
