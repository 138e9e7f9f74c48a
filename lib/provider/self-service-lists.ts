import { facilityBookingStatus, isPastBooking, needsApproval } from '@/lib/booking/status';
import { paidTotal, statusAfterRefunds } from '@/lib/orders/refund';
import { programmeOf } from '@/lib/self-service/programme';
import type { Booking, BookingKind, FamilyMember, Guest, Ledger, Paged, PartnerCredit, SupportTicket, Transaction } from '@/lib/self-service/types';
import type { z } from '@/lib/zod';
import { optionalText } from './catalogue-common';
import { text } from './reshape';
import type {
  BookingWire,
  bookingsResponseSchema,
  guestsResponseSchema,
  ledgerResponseSchema,
  partnerCreditResponseSchema,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
  transactionsResponseSchema,
} from './self-service';
import type { associatedResponseSchema } from './facilities';

/**
 * Reshapes of the personal lists that both the server and an island read (no `server-only` here): a provider page of
 * items as the app's `Paged`, and a transaction with the status its refunds give it (issue 23 item 4).
 */
export function paged<W, A>(d: { data: W[]; total: number; current_page: number; total_pages: number }, map: (w: W) => A): Paged<A> {
  return { items: d.data.map(map), total: d.total, page: d.current_page, totalPages: d.total_pages };
}

type TransactionsWire = z.infer<typeof transactionsResponseSchema>['data'];

export const transactionsPage = (d: TransactionsWire): Paged<Transaction> =>
  paged(d, (t) => ({ orderId: t.order_id, token: t.token, reference: t.reference, status: statusAfterRefunds(t.status, paidTotal(t.paid), t.refunded ?? 0), amountPaid: t.amount_paid, currency: t.currency, createdAt: t.created_at }));

type LedgerWire = z.infer<typeof ledgerResponseSchema>['data'];

/** A wallet or Q-points history page with its balance (spec §2). */
export const ledgerPage = (d: LedgerWire): Ledger => ({
  ...paged(d, (e) => ({ id: e.id, createdAt: e.created_at, amount: e.amount, description: text(e.description, e.ar_description), orderId: e.order_id ?? null })),
  balance: d.balance,
  currency: d.currency,
});

type AssociatedWire = z.infer<typeof associatedResponseSchema>['data'][number];

/** A family member (spec §2 /profile/family: the customer's associated customers) as the family page shows and edits it. */
export const familyMember = (m: AssociatedWire): FamilyMember => ({
  id: m.customer_id,
  name: m.name,
  email: m.email ?? null,
  countryCode: m.country_code ?? null,
  mobile: m.mobile_number ?? null,
  dob: m.dob ?? null,
  gender: m.gender ?? null,
});

/** Spec §6 business partner: the credit facility with its invoices. */
export const partnerCredit = (d: z.infer<typeof partnerCreditResponseSchema>['data']): PartnerCredit => ({
  ...d,
  invoices: d.invoices.map((i) => ({ id: i.id, number: i.number, orderId: i.order_id, amount: i.amount, dueDate: i.due_date, status: i.status })),
});

/** Spec §6 business partner: one page of the partner's guests. */
export const guestsPage = (d: z.infer<typeof guestsResponseSchema>['data']): Paged<Guest> =>
  paged(d, (g) => ({ id: g.id, name: g.name, email: g.email, countryCode: g.country_code, mobile: g.mobile_number, nationality: g.nationality ?? null, createdAt: g.created_at }));

/**
 * The query of GET customers/bookings (sandbox/README.md "Self-service"): one type, 16 a page, newest order first
 * (spec §9), a date preset and, on a details page, one order.
 */
export function bookingsQuery(kind: BookingKind, q: { page: number; preset?: string | null; orderId?: number }) {
  return { type: kind, page: q.page, preset: q.preset || undefined, sort_order: 'desc', order_id: q.orderId };
}

/**
 * A bought line as the history lists it: the order's status after its refunds (issue 23 item 4), and for a facility
 * line the spec §4 display status, needs-approval and past-or-upcoming (against `now`, the venue's wall clock), the
 * provider's can_reschedule / can_cancel and what a move is checked against (issue 23 item 2).
 */
export function reshapeBooking(b: BookingWire, now: { date: string; minutes: number }): Booking {
  const f = b.facility;
  return {
    orderId: b.order_id,
    token: b.token,
    line: b.line,
    type: b.product_type,
    name: text(b.name, b.ar_name),
    detail: optionalText(b.detail, b.ar_detail),
    date: b.date ?? null,
    start: b.start_time ?? null,
    end: b.end_time ?? null,
    quantity: b.quantity,
    total: b.total,
    currency: b.currency,
    orderStatus: statusAfterRefunds(b.order_status, b.order_paid ?? 0, b.order_refunded ?? 0),
    createdAt: b.created_at,
    facility: f
      ? {
          status: facilityBookingStatus(f),
          needsApproval: needsApproval(f),
          past: isPastBooking(f, now),
          canReschedule: f.can_reschedule === 1,
          canCancel: f.can_cancel === 1,
          move: f.facility_id && f.venue_service_id ? { facilityId: f.facility_id, serviceId: f.venue_service_id, advanceDays: f.advance_booking_days_limit ?? 30, delay: f.online_booking_delay ?? 0 } : null,
        }
      : null,
    instalments: b.instalments ? { count: b.instalments.count, paid: b.instalments.paid, amount: b.instalments.amount, dueDate: b.instalments.due_date ?? null } : null,
    programme: b.programme ? programmeOf(b.programme) : null,
  };
}

type BookingsWire = z.infer<typeof bookingsResponseSchema>['data'];

/** One page of the booking history, read by the server (accountReads) and the history island alike (issue 27 item 3). */
export const bookingsPage = (d: BookingsWire, now: { date: string; minutes: number }): Paged<Booking> => paged(d, (b) => reshapeBooking(b, now));

/** A support ticket as its list shows it: subject, status, last change; its conversation is on its own page. */
export type SupportTicketSummary = Omit<SupportTicket, 'messages'>;

/** One page of the customer's support tickets (spec §2 /customer-support), most recently changed first as the provider sends them. */
export const supportTicketsPage = (d: z.infer<typeof supportTicketsResponseSchema>['data']): Paged<SupportTicketSummary> =>
  paged(d, (t) => ({ id: t.id, subject: t.subject, status: t.status, createdAt: t.created_at, updatedAt: t.updated_at }));

/** One ticket with its conversation in the provider's order (spec §2 /customer-support/{id} "customer support and reply"). */
export const supportTicket = (t: z.infer<typeof supportTicketResponseSchema>['data']): SupportTicket => ({
  id: t.id,
  subject: t.subject,
  status: t.status,
  createdAt: t.created_at,
  updatedAt: t.updated_at,
  messages: t.messages.map((m) => ({ id: m.id, author: m.author, message: m.message, createdAt: m.created_at })),
});
