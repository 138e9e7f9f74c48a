import { describe, expect, it } from 'vitest';
import { arabicVenueOrderView } from '@/lib/orders/__fixtures__/orders';
import type { OrderView } from '@/lib/orders/types';
import { ticketPrices } from './ticket-price';

// The ticket PDF prints what was paid per ticket: the line's amount after its discount, shared by its tickets.
describe('ticketPrices', () => {
  const order = arabicVenueOrderView();

  it('each ticket gets its own line amount (the discounted court: AED 180 for its one ticket)', () => {
    expect(ticketPrices(order)).toEqual([1234.5, 180]);
  });

  it('a line that issued three tickets shares its amount equally, in whole fils', () => {
    const [line] = order.lines;
    const three: OrderView = { ...order, lines: [{ ...line!, quantity: 3, total: 100 }], tickets: [0, 1, 2].map((n) => ({ ...order.tickets[0]!, code: `T${n}` })) };
    expect(ticketPrices(three)).toEqual([33.33, 33.33, 33.33]);
  });

  it('a rescheduled ticket (new time) is still matched by what it is; a ticket of no line gets no price', () => {
    const moved = { ...order.tickets[1]!, start: '20:00:00', end: '21:00:00' };
    const stranger = { ...order.tickets[0]!, name: { en: 'Unknown', ar: 'مجهول' } };
    expect(ticketPrices({ ...order, tickets: [moved, stranger] })).toEqual([180, null]);
  });

  it('two lines of the same thing at different times keep their own prices', () => {
    const [, court] = order.lines;
    const late = { ...court!, start: '21:00:00', end: '22:00:00', total: 250 };
    const lateTicket = { ...order.tickets[1]!, code: 'LATE', start: '21:00:00', end: '22:00:00' };
    expect(ticketPrices({ ...order, lines: [court!, late], tickets: [order.tickets[1]!, lateTicket] })).toEqual([180, 250]);
  });
});
