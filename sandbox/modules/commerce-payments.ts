import { randomBytes } from 'node:crypto';
import type { DB } from '../db';
import { html, type Ctx, type Reply, type Router } from '../http';
import { PricingError } from './commerce-pricing';
import { balancesOf, moveBalances, paidOf, releasePlaces, setPlacesExpiry, settleExpired, takePlaces } from './commerce-places';
import { orderByTransaction, orderLines, type OrderRow } from './commerce-order-view';
import { FOREVER, round2, venueInfo } from './commerce-store';

/**
 * The hosted payment page (DESIGN §4: the sandbox plays the payment provider). Pay confirms the order; Decline and
 * Cancel release its places and give back wallet, q-points and credit. A payment after the hold expired is confirmed
 * only if the places are still free (and the balances still cover their part), otherwise the order is `refunded`.
 */
const TEXT = {
  en: {
    title: 'Sandbox payment',
    intro: 'This is the sandbox payment page: no real card is charged.',
    order: 'Order',
    venue: 'Venue',
    amount: 'Amount to pay',
    card: 'Saved card',
    pay: 'Pay',
    decline: 'Decline',
    cancel: 'Cancel',
    done: 'This payment is already closed.',
    missing: 'This payment was not found.',
  },
  ar: {
    title: 'صفحة الدفع التجريبية',
    intro: 'هذه صفحة دفع تجريبية: لن تُخصم أي مبالغ من بطاقة حقيقية.',
    order: 'الطلب',
    venue: 'المكان',
    amount: 'المبلغ المستحق',
    card: 'البطاقة المحفوظة',
    pay: 'ادفع',
    decline: 'رفض',
    cancel: 'إلغاء',
    done: 'تم إغلاق عملية الدفع هذه.',
    missing: 'لم يتم العثور على عملية الدفع هذه.',
  },
} as const;
export const PAY_LABELS = { en: { pay: TEXT.en.pay, decline: TEXT.en.decline, cancel: TEXT.en.cancel }, ar: { pay: TEXT.ar.pay, decline: TEXT.ar.decline, cancel: TEXT.ar.cancel } };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const amount = (n: number, currency: string) => `${currency} ${n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

function page(locale: 'en' | 'ar', body: string, status = 200): Reply {
  const t = TEXT[locale];
  const markup = `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${t.title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:1rem;line-height:1.5;color:#111}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}ul{padding-inline-start:1.2rem}
form{display:inline-block;margin-block-start:.5rem;margin-inline-end:.5rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:1px solid #333;cursor:pointer}
button.pay{background:#14532d;color:#fff;border-color:#14532d}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main><h1>${t.title}</h1>${body}</main></body></html>`;
  return { ...html(markup), status };
}

function payPage(db: DB, o: OrderRow | undefined, fallback: 'en' | 'ar'): Reply {
  if (!o) return page(fallback, `<p role="alert">${TEXT[fallback].missing}</p>`, 404);
  const t = TEXT[o.locale];
  const venue = venueInfo(db, o.venue_token);
  const venueName = (o.locale === 'ar' ? venue?.arName : null) ?? venue?.name ?? '';
  const card = o.card_id ? (db.prepare('SELECT card_number FROM cm_cards WHERE id = ?').get(o.card_id) as { card_number: string } | undefined) : undefined;
  const lines = orderLines(db, o.id)
    .map((l) => `<li>${esc(String((o.locale === 'ar' ? l.ar_name : null) ?? l.name))} × <bdi>${String(l.quantity)}</bdi></li>`)
    .join('');
  const facts = `<dl><dt>${t.order}</dt><dd><bdi>#${o.id}</bdi></dd><dt>${t.venue}</dt><dd>${esc(venueName)}</dd>
<dt>${t.amount}</dt><dd><bdi dir="ltr">${amount(o.paid_card, o.currency)}</bdi></dd>${card ? `<dt>${t.card}</dt><dd><bdi dir="ltr">${esc(card.card_number)}</bdi></dd>` : ''}</dl><ul>${lines}</ul>`;
  if (o.status !== 'pending_payment' && o.status !== 'expired') return page(o.locale, `${facts}<p role="status">${t.done}</p>`);
  const action = `/pay/${encodeURIComponent(o.transaction_id!)}/decision`;
  const button = (decision: 'pay' | 'decline' | 'cancel') =>
    `<form method="post" action="${action}"><input type="hidden" name="decision" value="${decision}"><button type="submit" class="${decision}">${t[decision]}</button></form>`;
  return page(o.locale, `<p>${t.intro}</p>${facts}${button('pay')}${button('decline')}${button('cancel')}`);
}

const see = (location: string): Reply => ({ status: 303, body: '', headers: { location, 'content-type': 'text/plain' } });

function resultUrl(o: OrderRow, decision: string): string {
  if (o.status === 'paid' || o.status === 'refunded' || o.status === 'approval_required') return `${o.return_url}/paymentsuccess/${encodeURIComponent(o.token)}?lang=${o.locale}`;
  const reason = o.status === 'failed' ? 'declined' : o.status === 'cancelled' || decision === 'cancel' ? 'cancelled' : 'declined';
  return `${o.return_url}/paymentfailed?lang=${o.locale}&reason=${reason}`;
}

function savePaidCard(db: DB, o: OrderRow): void {
  const anon = db.prepare('SELECT is_anonymous FROM customers WHERE id = ?').get(o.customer_id) as { is_anonymous: number } | undefined;
  if (!o.save_card || o.card_id || !anon || anon.is_anonymous) return;
  db.prepare('INSERT INTO cm_cards (id, customer_id, card_number, expiry, holder) VALUES (?, ?, ?, ?, ?)').run(
    `card-${randomBytes(6).toString('hex')}`,
    o.customer_id,
    '424242******4242',
    '12/30',
    o.customer_name,
  );
}

/** A payment after expiry: take the places and the balances again, or refund. */
function latePayment(db: DB, o: OrderRow, now: number): 'paid' | 'refunded' {
  const places = orderLines(db, o.id).flatMap((l) => (l.place ? [l.place] : []));
  try {
    db.transaction(() => {
      releasePlaces(db, o.id);
      takePlaces(db, o.venue_token, o.id, places, null, FOREVER, now);
      const b = balancesOf(db, o.customer_id);
      const creditLeft = b.credit_limit == null ? 0 : b.credit_limit - b.credit_used;
      if (b.wallet < o.paid_wallet || b.qpoints < o.paid_qpoints || creditLeft < o.paid_credit) throw new PricingError(409, 'refunded', 'balances');
      moveBalances(db, o.customer_id, paidOf(o), -1);
      db.prepare("UPDATE cm_orders SET status = 'paid', decided_at = ? WHERE id = ?").run(now, o.id);
    }).immediate();
    return 'paid';
  } catch (e) {
    if (!(e instanceof PricingError)) throw e;
    db.prepare("UPDATE cm_orders SET status = 'refunded', decided_at = ? WHERE id = ?").run(now, o.id);
    return 'refunded';
  }
}

export function decide(db: DB, tid: string, decision: string, now = Date.now()): OrderRow | undefined {
  settleExpired(db, now);
  const o = orderByTransaction(db, tid);
  if (!o) return undefined;
  if (o.status === 'pending_payment') {
    db.transaction(() => {
      if (decision === 'pay') {
        setPlacesExpiry(db, o.id, FOREVER);
        db.prepare("UPDATE cm_orders SET status = 'paid', decided_at = ? WHERE id = ?").run(now, o.id);
        savePaidCard(db, o);
      } else {
        releasePlaces(db, o.id);
        moveBalances(db, o.customer_id, paidOf(o), 1);
        db.prepare('UPDATE cm_orders SET status = ?, decided_at = ? WHERE id = ?').run(decision === 'decline' ? 'failed' : 'cancelled', now, o.id);
      }
    }).immediate();
  } else if (o.status === 'expired' && decision === 'pay') {
    if (latePayment(db, o, now) === 'paid') savePaidCard(db, o);
  }
  return orderByTransaction(db, tid);
}

const field = (body: unknown, key: string) => {
  const v = body instanceof FormData ? body.get(key) : (body as Record<string, unknown> | null)?.[key];
  return typeof v === 'string' ? v : '';
};
const langOf = (ctx: Ctx): 'en' | 'ar' => (ctx.query.get('lang') === 'ar' ? 'ar' : 'en');

export function paymentRoutes(r: Router): void {
  r.add('GET', '/pay/:tid', (ctx) => {
    settleExpired(ctx.db);
    return payPage(ctx.db, orderByTransaction(ctx.db, ctx.params.tid!), langOf(ctx));
  });
  // Tenants with paymentFormPost: the storefront posts a form carrying the transaction id.
  r.add('POST', '/pay', (ctx) => {
    settleExpired(ctx.db);
    return payPage(ctx.db, orderByTransaction(ctx.db, field(ctx.body, 'transactionId')), langOf(ctx));
  });
  r.add('POST', '/pay/:tid/decision', (ctx) => {
    const decision = field(ctx.body, 'decision');
    if (!['pay', 'decline', 'cancel'].includes(decision)) return page(langOf(ctx), '<p role="alert">Unknown decision</p>', 422);
    const o = decide(ctx.db, ctx.params.tid!, decision);
    if (!o) return payPage(ctx.db, undefined, langOf(ctx));
    ctx.log(`payment ${o.transaction_id}: ${decision} -> order ${o.id} ${o.status}`);
    return see(resultUrl(o, decision));
  });
}

/** DELETE orders/pending: the customer's orders waiting for payment are cancelled (Clear Cart after pending_order). */
export function cancelPending(db: DB, customerId: number): number {
  settleExpired(db);
  const rows = db.prepare("SELECT transaction_id FROM cm_orders WHERE customer_id = ? AND status = 'pending_payment'").all(customerId) as Array<{ transaction_id: string }>;
  for (const r of rows) decide(db, r.transaction_id, 'cancel');
  return rows.length;
}

/** Where a refund goes (issue 23 item 4). */
export type RefundTo = 'card' | 'wallet' | 'qpoints' | 'credit';
export const REFUND_ORDER: readonly RefundTo[] = ['card', 'wallet', 'qpoints', 'credit'];

/**
 * A refund goes back where the money came from, as a payment provider does: what the card paid back to the card,
 * the wallet's part to the wallet, q-points to q-points, credit to the credit line; the sources are drawn in the
 * order card, wallet, q-points, credit, each at most what it paid less what was refunded to it already.
 */
export function refundParts(paid: Record<RefundTo, number>, refunded: Partial<Record<RefundTo, number>>, amount: number): Array<{ to: RefundTo; amount: number }> {
  const parts: Array<{ to: RefundTo; amount: number }> = [];
  let left = round2(amount);
  for (const to of REFUND_ORDER) {
    const room = round2(paid[to] - (refunded[to] ?? 0));
    const take = round2(Math.min(room, left));
    if (take > 0) parts.push({ to, amount: take });
    left = round2(left - Math.max(0, take));
  }
  return parts;
}

