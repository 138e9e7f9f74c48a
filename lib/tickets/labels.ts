import 'server-only';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import type { AppLocale } from '@/lib/i18n/locales';
import type { OrderStatus, RefundTo } from '@/lib/orders/types';

const REFUND_KEY = { card: 'refundedCard', wallet: 'refundedWallet', qpoints: 'refundedQpoints', credit: 'refundedCredit' } as const satisfies Record<RefundTo, string>;

/**
 * The wording of tickets and receipts (messages `tickets` namespace) as one plain object, for the PDFs and for the
 * server components TicketCard and ReceiptTable. Built from the messages files directly so the PDF route and tests
 * need no request context.
 */
export interface TicketLabels {
  ticketsTitle: string;
  receiptTitle: string;
  orderNumber: (id: number) => string;
  orderDate: string;
  status: string;
  statusLabel: (s: OrderStatus) => string;
  customer: string;
  date: string;
  time: string;
  timeRange: (start: string, end: string) => string;
  holder: string;
  /** What was paid for one ticket (messages `orderPolish`). */
  pricePaid: string;
  code: string;
  qrLabel: (code: string) => string;
  showAtGate: string;
  ticketOf: (n: number, total: number) => string;
  item: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  lineTotal: string;
  subtotal: string;
  vat: string;
  total: string;
  paidBy: string;
  paidCard: string;
  paidWallet: string;
  paidQpoints: string;
  paidCredit: string;
  /** Issue 23 item 4: a refund line, by where it went. */
  refundedTo: (to: RefundTo) => string;
  transactionId: string;
  vatNote: string;
}

const MESSAGES = { en, ar } as const;

export function ticketLabelsFor(locale: AppLocale): TicketLabels {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'tickets' });
  const op = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'orderPolish' });
  // One wording of the spec §4 order statuses for every page and document (the profile's, messages selfService).
  const st = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'selfService' });
  return {
    ticketsTitle: t('ticketsTitle'),
    receiptTitle: t('receiptTitle'),
    orderNumber: (id) => t('orderNumber', { id: String(id) }),
    orderDate: t('orderDate'),
    status: t('status'),
    statusLabel: (s) => st(`orderStatus.${s}`),
    customer: t('customer'),
    date: t('date'),
    time: t('time'),
    timeRange: (start, end) => t('timeRange', { start, end }),
    holder: t('holder'),
    pricePaid: op('pricePaid'),
    code: t('code'),
    qrLabel: (code) => t('qrLabel', { code }),
    showAtGate: t('showAtGate'),
    ticketOf: (n, total) => t('ticketOf', { n: String(n), total: String(total) }),
    item: t('item'),
    quantity: t('quantity'),
    unitPrice: t('unitPrice'),
    discount: t('discount'),
    lineTotal: t('lineTotal'),
    subtotal: t('subtotal'),
    vat: t('vat'),
    total: t('total'),
    paidBy: t('paidBy'),
    paidCard: t('paidCard'),
    paidWallet: t('paidWallet'),
    paidQpoints: t('paidQpoints'),
    paidCredit: t('paidCredit'),
    refundedTo: (to) => t(REFUND_KEY[to]),
    transactionId: t('transactionId'),
    vatNote: t('vatNote'),
  };
}

export type TicketError = 'badRequest' | 'notFound' | 'notPaid' | 'noTickets' | 'unavailable';

/** Short answers of the PDF route, in the language asked for. */
export function ticketErrorFor(locale: AppLocale, error: TicketError): string {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'tickets.error' })(error);
}
