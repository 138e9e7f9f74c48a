import { describe, expect, it } from 'vitest';
import { orderCalendarEvents } from './order-calendar';
import type { OrderView } from '../orders/types';

const t = (en: string) => ({ en, ar: `ع ${en}` });
const order = {
  id: 7,
  venue: { name: t('Oasis'), address: t('Al Jaddaf') },
  lines: [
    { type: 'facility', name: t('Padel'), detail: t('Court 1'), date: '2026-01-02', start: '22:00:00', end: '00:00:00', quantity: 1, price: 1, tax: 0, discount: 0, total: 1 },
    { type: 'addon', name: t('Racket'), detail: null, date: '2026-01-02', start: '22:00:00', end: '23:00:00', quantity: 1, price: 1, tax: 0, discount: 0, total: 1 },
    { type: 'membership', name: t('Gold'), detail: null, date: '2026-01-02', start: null, end: null, quantity: 1, price: 1, tax: 0, discount: 0, total: 1 },
  ],
} as unknown as OrderView;

const labels = { order: (id: number) => `Order #${id}`, timeRange: (a: string, b: string) => `${a} to ${b}` };

describe('add to calendar for an order', () => {
  it('one entry per dated, timed line; add-ons and undated lines left out; an end at midnight is the next day', () => {
    const ev = orderCalendarEvents(order, 'ar', 'localhost', 'Asia/Dubai', labels);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ title: 'ع Padel · ع Court 1', start: { date: '2026-01-02', time: '22:00:00' }, end: { date: '2026-01-03', time: '00:00:00' }, timeZone: 'Asia/Dubai' });
  });

  // issue 24.7: "calendar entries name the product, the place and the time" (an order's entry said only "#1").
  it('names the product, the place, the time and the order, not just its number', () => {
    const [ev] = orderCalendarEvents(order, 'en', 'localhost', 'Asia/Dubai', labels);
    expect(ev!.title).toBe('Padel · Court 1');
    expect(ev!.location).toBe('Oasis, Al Jaddaf');
    expect(ev!.description).toBe('Padel · Court 1\nFri 02 Jan 2026, 10:00 PM to 12:00 AM\nOasis, Al Jaddaf\nOrder #7');
  });
});
