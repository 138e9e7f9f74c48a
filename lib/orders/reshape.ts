import type { z } from '@/lib/zod';
import type { orderDetailSchema } from '@/lib/provider/commerce';
import { optionalText } from '@/lib/provider/catalogue-common';
import { text } from '@/lib/provider/reshape';
import type { OrderLine, OrderView, Ticket } from './types';

/**
 * GET orders/{token} (lib/provider/commerce.ts, docs/commerce.md) to the app's OrderView, in one place: names as
 * { en, ar } with the English text where the provider has no Arabic (spec §3), missing values as null, times kept
 * venue-local as the provider wrote them.
 */
export type OrderDetailWire = z.output<typeof orderDetailSchema>;
type LineWire = OrderDetailWire['lines'][number];
type TicketWire = OrderDetailWire['tickets'][number];

/** What a line or ticket is and when (the contract's shared line fields). */
const facts = (w: LineWire | TicketWire) => ({
  name: text(w.name, w.ar_name),
  detail: optionalText(w.detail, w.ar_detail),
  date: w.date ?? null,
  start: w.start_time ?? null,
  end: w.end_time ?? null,
});

function reshapeLine(l: LineWire): OrderLine {
  return {
    type: l.product_type,
    ...facts(l),
    quantity: l.quantity,
    price: l.price,
    tax: l.tax_amount,
    discount: l.discount,
    total: l.total,
    ...(l.membership
      ? { membership: { endDate: l.membership.end_date, durationMonths: l.membership.duration_months, packagePrice: l.membership.package_price, packageTax: l.membership.package_tax, instalments: l.membership.instalments } }
      : {}),
    ...(l.outlet ? { outlet: { name: text(l.outlet.name, l.outlet.ar_name), location: optionalText(l.outlet.location, l.outlet.ar_location) } } : {}),
    ...(l.offer ? { offer: { description: optionalText(l.offer.description, l.offer.ar_description), validUntil: l.offer.valid_until ?? null } } : {}),
  };
}

function reshapeTicket(t: TicketWire): Ticket {
  return {
    code: t.code,
    type: t.product_type,
    ...facts(t),
    holder: t.holder?.trim() ? t.holder : null,
  };
}

export function reshapeOrder(o: OrderDetailWire): OrderView {
  return {
    id: o.order_id,
    token: o.token,
    status: o.status,
    createdAt: o.created_at,
    currency: o.currency,
    venue: { name: text(o.venue.name, o.venue.ar_name), address: optionalText(o.venue.address, o.venue.ar_address) },
    customer: { name: o.customer.name, email: o.customer.email ?? null, mobile: o.customer.mobile ?? null },
    lines: o.lines.map(reshapeLine),
    tickets: o.tickets.map(reshapeTicket),
    subtotal: o.subtotal,
    tax: o.tax,
    discount: o.discount,
    total: o.total,
    paid: { ...o.paid },
    transactionId: o.transaction_id?.trim() ? o.transaction_id : null,
    ...(o.refunds?.length ? { refunds: o.refunds.map((r) => ({ to: r.to, amount: r.amount })) } : {}),
  };
}
