import type { LineWhat } from '../orders/types';
import type { StoredCart } from '../cart/storage';
import { holdsPlaces } from '../cart/holds';

/**
 * An order in progress (issue 24 item 1; docs/decisions.md "An order in progress"): the provider's order waiting for
 * the card, which the cart and the second-order warning (spec §8 'Can't process multiple orders!') show with its
 * hold countdown, offering to continue to its payment page or to cancel it.
 */
export interface PendingLine extends LineWhat<string> {
  quantity: number;
  total: number;
}

export interface PendingOrder {
  orderId: number;
  token: string;
  /** Epoch ms when the order's hold on its places ends. */
  expiresAt: number;
  currency: string;
  total: number;
  /** The same payment page the order was sent to (spec §4 order result). */
  payment: { url: string; transactionId: string };
  lines: PendingLine[];
}

interface PendingWire {
  order_id: number;
  token: string;
  expires_at: string;
  currency: string;
  total: number;
  payment: { url: string; transactionId: string };
  lines: Array<{ product_type: string; name: string; ar_name?: string | null; detail?: string | null; ar_detail?: string | null; date?: string | null; start_time?: string | null; end_time?: string | null; quantity: number; total: number }>;
}

/** The provider's answer as the cart uses it; an order whose hold end cannot be read is taken as already ended. */
export function pendingOrderOf(w: PendingWire | null): PendingOrder | null {
  if (!w) return null;
  const at = Date.parse(w.expires_at);
  return {
    orderId: w.order_id,
    token: w.token,
    expiresAt: Number.isFinite(at) ? at : 0,
    currency: w.currency,
    total: w.total,
    payment: { url: w.payment.url, transactionId: w.payment.transactionId },
    lines: w.lines.map((l) => ({
      type: l.product_type,
      name: { en: l.name, ar: l.ar_name ?? '' },
      detail: l.detail ? { en: l.detail, ar: l.ar_detail ?? '' } : null,
      date: l.date ?? null,
      start: l.start_time ?? null,
      end: l.end_time ?? null,
      quantity: l.quantity,
      total: l.total,
    })),
  };
}

/** Still worth continuing: its hold has not ended. Past it the provider releases the places and expires the order. */
export const orderHoldLive = (o: Pick<PendingOrder, 'expiresAt'> | null | undefined, now: number): o is PendingOrder => !!o && o.expiresAt > now;

/**
 * The cart once its order in progress is gone (cancelled, declined or expired): the mark goes and the lines stay as
 * they were, editable; the facility holds the order had taken over are known released (their hold ends now), so the
 * cart reserves them again (lib/cart/holds.ts expiredHolds).
 */
export function afterOrderGone(cart: StoredCart, now: number): StoredCart {
  return { ...cart, pendingOrder: null, items: cart.items.map((i) => (holdsPlaces(i) ? { ...i, heldUntil: now } : i)) };
}
