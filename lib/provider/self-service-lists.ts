import { paidTotal, statusAfterRefunds } from '@/lib/orders/refund';
import type { FamilyMember, Guest, Ledger, Paged, PartnerCredit, Transaction } from '@/lib/self-service/types';
import type { z } from '@/lib/zod';
import { text } from './reshape';
import type { guestsResponseSchema, ledgerResponseSchema, partnerCreditResponseSchema, transactionsResponseSchema } from './self-service';
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
