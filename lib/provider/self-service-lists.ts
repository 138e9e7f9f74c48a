import { paidTotal, statusAfterRefunds } from '@/lib/orders/refund';
import type { Paged, Transaction } from '@/lib/self-service/types';
import type { z } from '@/lib/zod';
import type { transactionsResponseSchema } from './self-service';

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
