import { describe, expect, it } from 'vitest';
import { orderCalendarEvents } from './order-calendar';
import type { OrderView } from '../orders/types';

const t = (en: string) => ({ en, ar: `ع ${en}` });
const order = {
  id: 7,
  venue: { name: t('Oasis'), address: null },
  lines: [
    { type: 'facility', name: t('Padel'), detail: t('Court 1'), date: '2026-01-02', start: '22:00:00', end: '00:00:00', quantity: 1, price: 1, tax: 0, discount: 0, total: 1 },
    { type: 'addon', name: t('Racket'), detail: null, date: '2026-01-02', start: '22:00:00', end: '23:00:00', quantity: 1, price: 1, tax: 0, discount: 0, total: 1 },
    { type: 'membership', name: t('Gold'), detail: null, date: '2026-01-02', start: null, end: null, quantity: 1, price: 1, tax: 0, discount: 0, total: 1 },
  ],
} as unknown as OrderView;

describe('add to calendar for an order', () => {
  it('one entry per dated, timed line; add-ons and undated lines left out; an end at midnight is the next day', () => {
    const ev = orderCalendarEvents(order, 'ar', 'localhost', 'Asia/Dubai');
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ title: 'ع Padel · ع Court 1', start: { date: '2026-01-02', time: '22:00:00' }, end: { date: '2026-01-03', time: '00:00:00' }, timeZone: 'Asia/Dubai' });
  });
});
