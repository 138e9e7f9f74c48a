import { paidTotal, statusAfterRefunds } from '@/lib/orders/refund';
import type { Ledger, Paged, Transaction } from '@/lib/self-service/types';
import type { z } from '@/lib/zod';
import { text } from './reshape';
import type { ledgerResponseSchema, transactionsResponseSchema } from './self-service';

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
