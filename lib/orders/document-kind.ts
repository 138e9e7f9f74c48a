import { instalmentInterval, instalmentSchedule, type ScheduledInstalment } from '@/lib/cart/instalments';
import type { OrderLine, OrderLineType, OrderStatus, OrderView, Ticket } from './types';

/**
 * What document each line of an order gets (issue 24 item 3), in one place for the payment result page, the
 * receipt, the PDFs and the calendar file. Spec §1 sells "event or admission tickets, memberships (including
 * instalment plans), academy programmes, trainer sessions, facility or venue bookings, retail outlet products
 * (delivery from an outlet) and offers"; only admissions are tickets:
 * - admission: facility, event, academy and trainer lines: QR tickets shown at the entrance, a calendar entry when dated;
 * - membership: its period (start and end date), plan and next instalment (spec §9 instalments), no ticket;
 * - outlet: outlet and retail products (product type `pos`, spec §3 cart item): delivered from their outlet, no ticket;
 * - offer: what the offer includes, no ticket;
 * - addon: rides with the admission it was added to (spec §4 "Add-ons need a facility ticket first").
 */
export type DocumentKind = 'admission' | 'membership' | 'outlet' | 'offer' | 'addon';

const KIND: Record<OrderLineType, DocumentKind> = {
  facility: 'admission',
  event: 'admission',
  academy: 'admission',
  trainer: 'admission',
  membership: 'membership',
  pos: 'outlet',
  offer: 'offer',
  addon: 'addon',
};

/** The document of a line or ticket type; an unknown type (the provider's tickets carry a free string) is no admission. */
export function documentKind(type: string): DocumentKind | null {
  return Object.hasOwn(KIND, type) ? KIND[type as OrderLineType] : null;
}

export const isAdmission = (type: string) => documentKind(type) === 'admission';

/** The tickets shown and printed as admission tickets ("Ticket n of m", "Show this code at the entrance"). */
export function admissionTickets(order: Pick<OrderView, 'tickets'>): Ticket[] {
  return order.tickets.filter((t) => isAdmission(t.type));
}

/** Whether a line gets a calendar entry: an admission with a date, start and end (never a burger or a membership). */
export const hasCalendarEntry = (l: OrderLine) => isAdmission(l.type) && !!(l.date && l.start && l.end);

/**
 * What the order as a whole is, for the result page's sentence: one kind when every line (add-ons aside) is of it
 * (spec §4: a membership is never mixed with anything else), 'mixed' otherwise (an event ticket and a burger).
 */
export type OrderKind = Exclude<DocumentKind, 'addon'> | 'mixed';
export function orderKind(order: Pick<OrderView, 'lines'>): OrderKind {
  const kinds = new Set(order.lines.map((l) => documentKind(l.type)).filter((k): k is Exclude<DocumentKind, 'addon'> => k !== null && k !== 'addon'));
  const [only] = kinds;
  return kinds.size === 1 && only ? only : kinds.size === 0 ? 'admission' : 'mixed';
}

/** A membership's document: its period, its plan and, on an instalment plan, the next instalment. */
export interface MembershipTerms {
  start: string;
  end: string;
  /** 1 when paid in full. */
  instalments: number;
  intervalMonths: number;
  /** The instalment after the one the order paid, as the plan charges it; null when paid in full. */
  next: ScheduledInstalment | null;
}

/**
 * Spec §9 "Membership instalments divide price and tax by the instalment divisor": the schedule is the cart's own
 * rule (lib/cart/instalments.ts instalmentSchedule, charges every duration ÷ count months from the start date), so
 * the result page names the same next date and amount the checkout announced. Null when the provider told nothing.
 */
export function membershipTerms(line: OrderLine): MembershipTerms | null {
  const m = line.membership;
  if (line.type !== 'membership' || !m || !line.date) return null;
  const interval = instalmentInterval(m.durationMonths, m.instalments);
  const plan = instalmentSchedule(m.packagePrice, m.packageTax, m.instalments, line.date, interval);
  return { start: line.date, end: m.endDate, instalments: plan.count, intervalMonths: plan.intervalMonths, next: plan.instalments[1] ?? null };
}

/**
 * How a payment that did not go through is told (spec §8 payment failure page): the spec's failure sentences are for
 * a failure (a declined card, a hold that ran out, a late payment refunded); the customer's own Cancel on the
 * provider's payment page (the sandbox answers `reason=cancelled`, the order `cancelled`) is said as a cancel.
 */
export type Unsuccessful = 'cancelled' | 'failed';
export function unsuccessfulAs(from: { status?: OrderStatus | null; reason?: string | null }): Unsuccessful {
  if (from.status) return from.status === 'cancelled' ? 'cancelled' : 'failed';
  return from.reason === 'cancelled' ? 'cancelled' : 'failed';
}
