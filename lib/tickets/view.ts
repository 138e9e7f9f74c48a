import { formatClock, formatDate, formatDay } from '@/lib/format/date';
import { formatPrice, lineTotal } from '@/lib/format/price';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import type { OrderLine, OrderView, Ticket } from '@/lib/orders/types';
import type { LocalizedText } from '@/lib/i18n/pick';
import type { TicketLabels } from './labels';
import { shownOrderStatus } from '@/lib/orders/refund';
import { receiptNotes } from './documents';
import { providerText } from './provider-text';

/**
 * What a ticket and a receipt say, as strings in the page's language, shared by the PDFs (lib/tickets/pdf.tsx) and
 * the HTML components (components/orders/). Dates "ddd DD MMM YYYY" and times "hh:mm A" (spec §9), prices through
 * the app's one formatter (spec §9: price + VAT, whole numbers without decimals, US-English grouping).
 */
export { providerText };

const text = (t: LocalizedText, locale: AppLocale, max?: number) => providerText(pick(t, locale), max);

export interface TicketFace {
  code: string;
  name: string;
  detail: string | null;
  date: string | null;
  time: string | null;
  holder: string | null;
}

function timeOf(start: string | null, end: string | null, locale: AppLocale, labels: TicketLabels): string | null {
  if (start && end) return labels.timeRange(formatClock(start, locale), formatClock(end, locale));
  return start ? formatClock(start, locale) : null;
}

export function ticketFace(t: Ticket, locale: AppLocale, labels: TicketLabels): TicketFace {
  return {
    code: t.code,
    name: text(t.name, locale),
    detail: t.detail ? text(t.detail, locale) : null,
    date: t.date ? formatDay(t.date, locale) : null,
    time: timeOf(t.start, t.end, locale, labels),
    holder: t.holder ? providerText(t.holder, 100) : null,
  };
}

export interface ReceiptRow {
  name: string;
  detail: string | null;
  when: string | null;
  quantity: number;
  /** One unit, VAT included (spec §9: price + tax). */
  unitPrice: string;
  /** Issue 24 item 3: a membership's period, plan and next instalment; an outlet product's outlet; an offer's content. */
  notes: string[];
  /** Negative amount, or null when the line has no discount. */
  discount: string | null;
  /** What the line costs, as the provider priced it. */
  amount: string;
}

export interface ReceiptFigure {
  label: string;
  value: string;
  strong?: boolean;
}

export interface Receipt {
  venue: string;
  venueAddress: string | null;
  orderNumber: string;
  orderDate: string;
  status: string;
  customer: string[];
  rows: ReceiptRow[];
  totals: ReceiptFigure[];
  payments: ReceiptFigure[];
  transactionId: string | null;
}

/** A discount as a negative amount: "-AED 20". */
export function minus(amount: number, currency: string): string {
  return `-${formatPrice(amount, currency)}`;
}

function row(l: OrderLine, order: OrderView, locale: AppLocale, labels: TicketLabels): ReceiptRow {
  const currency = order.currency;
  const notes = receiptNotes(l, order, locale);
  // A membership's notes carry its period (the start date too); an outlet's its outlet (the line's detail).
  const dated = l.type !== 'membership' || !notes.length;
  const when = [dated && l.date ? formatDay(l.date, locale) : null, timeOf(l.start, l.end, locale, labels)].filter(Boolean).join(locale === 'ar' ? '، ' : ', ');
  return {
    name: text(l.name, locale),
    detail: l.detail && !(l.type === 'pos' && l.outlet) ? text(l.detail, locale) : null,
    when: when || null,
    notes,
    quantity: l.quantity,
    unitPrice: formatPrice(lineTotal(l.price, l.tax), currency),
    discount: l.discount > 0 ? minus(l.discount, currency) : null,
    amount: formatPrice(l.total, currency),
  };
}

/** The venue's name and address as printed on tickets and receipts. */
export function venueOf(order: OrderView, locale: AppLocale): { venue: string; venueAddress: string | null } {
  return { venue: text(order.venue.name, locale, 120), venueAddress: order.venue.address ? text(order.venue.address, locale, 200) : null };
}

export function receiptOf(order: OrderView, locale: AppLocale, labels: TicketLabels): Receipt {
  const c = order.currency;
  const totals: ReceiptFigure[] = [
    { label: labels.subtotal, value: formatPrice(order.subtotal, c) },
    { label: labels.vat, value: formatPrice(order.tax, c) },
    ...(order.discount > 0 ? [{ label: labels.discount, value: minus(order.discount, c) }] : []),
    { label: labels.total, value: formatPrice(order.total, c), strong: true },
  ];
  const paid: Array<[number, string]> = [
    [order.paid.card, labels.paidCard],
    [order.paid.wallet, labels.paidWallet],
    [order.paid.qpoints, labels.paidQpoints],
    [order.paid.credit, labels.paidCredit],
  ];
  return {
    ...venueOf(order, locale),
    orderNumber: labels.orderNumber(order.id),
    orderDate: formatDate(order.createdAt, locale),
    status: labels.statusLabel(shownOrderStatus(order)),
    customer: [order.customer.name, order.customer.email, order.customer.mobile].map((v) => (v ? providerText(v, 120) : '')).filter(Boolean),
    rows: order.lines.map((l) => row(l, order, locale, labels)),
    totals,
    payments: [
      ...paid.filter(([amount]) => amount > 0).map(([amount, label]) => ({ label, value: formatPrice(amount, c) })),
      // Issue 23 item 4: each refund as its own line, by where it went.
      ...(order.refunds ?? []).map((r) => ({ label: labels.refundedTo(r.to), value: minus(r.amount, c) })),
    ],
    transactionId: order.transactionId ? providerText(order.transactionId, 80) : null,
  };
}
