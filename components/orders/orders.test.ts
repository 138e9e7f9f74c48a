import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { arabicVenueOrderView } from '@/lib/orders/__fixtures__/orders';
import { ticketLabelsFor } from '@/lib/tickets/labels';
import { TicketCard, TicketCards } from './TicketCard';
import { ReceiptTable } from './ReceiptTable';

vi.mock('server-only', () => ({}));

const order = arabicVenueOrderView();

// Issue 12 item 6: each ticket with a QR code rendered on the server, named by its code for assistive technology.
describe('ticket cards and receipt table (server components)', () => {
  it('a ticket card carries its QR code inline as SVG, labelled with the code, and the ticket facts', async () => {
    const html = renderToStaticMarkup(await TicketCard({ order, ticket: order.tickets[0]!, index: 1, locale: 'en', labels: ticketLabelsFor('en') }));
    expect(html).toMatch(/<div[^>]*role="img"[^>]*aria-label="QR code of ticket EVT-4021-0001-K7Q2"[^>]*><svg aria-hidden="true"/);
    expect(html).toContain('<h3 id="ticket-4021-1">Desert Music Night</h3>');
    expect(html).toContain('Ticket 1 of 2');
    expect(html).toContain('<dd>Tue 01 Dec 2026</dd>');
    expect(html).toContain('<dd>07:30 PM to 11:00 PM</dd>');
    expect(html).toContain('>EVT-4021-0001-K7Q2</p>');
  });

  it('the list names every ticket in Arabic, each with its own QR code', async () => {
    const html = renderToStaticMarkup(await TicketCards({ order, locale: 'ar', labels: ticketLabelsFor('ar'), headingLevel: 2 }));
    expect(html).toContain('aria-label="التذاكر"');
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html).toContain('aria-label="رمز الاستجابة السريعة للتذكرة FAC-4021-0002-M3X8"');
    expect(html).toContain('<h2 id="ticket-4021-2">ملعب بادل 2</h2>');
    expect(html).toContain('<bdi>فاطمة المنصوري</bdi>');
  });

  it('the receipt table lists each line with quantity, price incl. VAT, discount and amount, then totals and payments', () => {
    const html = renderToStaticMarkup(createElement(ReceiptTable, { order, locale: 'en', labels: ticketLabelsFor('en') }));
    expect(html).toContain('<caption>Receipt · Order #4021</caption>');
    // Each figure repeats its column's name for the stacked narrow layout, hidden from assistive technology.
    const label = (name: string) => `<span class="[^"]*" aria-hidden="true">${name}</span>`;
    expect(html).toMatch(
      new RegExp(
        `Padel court 2.*?<td[^>]*>${label('Qty')}<span>2</span></td><td[^>]*>${label('Price incl. VAT')}<bdi dir="ltr">AED 100</bdi></td>` +
          `<td[^>]*>${label('Discount')}<bdi dir="ltr">-AED 20</bdi></td><td[^>]*>${label('Amount')}<bdi dir="ltr">AED 180</bdi>`,
      ),
    );
    expect(html).toMatch(/<dt>Total<\/dt><dd><bdi dir="ltr">AED 1,414.50<\/bdi><\/dd>/);
    expect(html).toMatch(/<dt>Q-Points<\/dt><dd><bdi dir="ltr">AED 100<\/bdi><\/dd>/);
    expect(html).not.toContain('Partner credit');
    expect(html).toContain('TX-20261201-000417');
    expect(html).toContain('All prices include VAT at 5%.');
  });
});
