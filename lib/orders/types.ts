import type { LocalizedText } from '@/lib/i18n/pick';

/**
 * An order as the storefront shows it (payment success page, tickets, receipt, PDF, booking history): the app's
 * own shape, reshaped from GET orders/{token} (lib/provider/commerce.ts) in one place. Times are venue-local.
 */
export type OrderStatus = 'pending_payment' | 'paid' | 'approval_required' | 'failed' | 'cancelled' | 'expired' | 'refunded';

export type OrderLineType = 'facility' | 'event' | 'membership' | 'academy' | 'trainer' | 'pos' | 'offer' | 'addon';

/** What a line of an order is and when: shared by its lines, its tickets and an order still waiting for payment. */
export interface LineWhat<Type extends string = OrderLineType> {
  type: Type;
  name: LocalizedText;
  detail: LocalizedText | null;
  /** YYYY-MM-DD, HH:mm:ss. */
  date: string | null;
  start: string | null;
  end: string | null;
}

export interface OrderLine extends LineWhat {
  quantity: number;
  price: number;
  tax: number;
  discount: number;
  total: number;
  /** Issue 24 item 3: a membership's period end (YYYY-MM-DD) and plan (the package's whole price and tax, instalments). */
  membership?: { endDate: string; durationMonths: number; packagePrice: number; packageTax: number; instalments: number };
  /** An outlet or retail line: the outlet it is delivered from and where it is. */
  outlet?: { name: LocalizedText; location: LocalizedText | null };
  /** An offer line: what it includes and until when (YYYY-MM-DD). */
  offer?: { description: LocalizedText | null; validUntil: string | null };
}

export interface Ticket extends LineWhat<string> {
  /** The QR code's content, scanned at the gate. */
  code: string;
  holder: string | null;
}

export interface OrderView {
  id: number;
  token: string;
  status: OrderStatus;
  /** ISO date-time. */
  createdAt: string;
  currency: string;
  venue: { name: LocalizedText; address: LocalizedText | null };
  customer: { name: string; email: string | null; mobile: string | null };
  lines: OrderLine[];
  tickets: Ticket[];
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
  paid: { card: number; wallet: number; qpoints: number; credit: number };
  /** Issue 23 item 4: what was refunded (cancelled booking lines) and where it went; absent when nothing was. */
  refunds?: Refund[];
  transactionId: string | null;
}

/** Where a refund went: back where the money came from (the provider decides). */
export type RefundTo = 'card' | 'wallet' | 'qpoints' | 'credit';
export interface Refund {
  to: RefundTo;
  amount: number;
}
