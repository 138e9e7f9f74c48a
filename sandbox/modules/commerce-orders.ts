import { randomBytes } from 'node:crypto';
import { orderBundleSchema, orderFieldsSchema, orderQuoteRequestSchema, orderQuoteResponseSchema, orderResponseSchema } from '../../lib/provider/commerce';
import { checked, fail, type Ctx, type Reply, type Router } from '../http';
import { bearerCustomer } from './auth';
import { sessionOf } from './facilities';
import { applies, fils, findCardBenefit, findPromo, lineDiscount, notApplicable, type Benefit } from './commerce-benefits';
import { facilityPasses, priceBundle, PricingError, type Bundle, type PricedLine } from './commerce-pricing';
import { customerThreshold, heldPasses, overPassLimit, PASS_LIMIT_MESSAGE } from './pass-limit';
import { balancesOf, moveBalances, settleExpired, takePlaces } from './commerce-places';
import { commerceVenue, FOREVER, HOLD_MS, round2, savedFamily, storeAnswer, storedAnswer, venueInfo, type VenueInfo } from './commerce-store';

/**
 * POST orders (docs/commerce.md): prices the bundle from the catalogue, re-verifies the promo code, takes the
 * places and debits wallet, q-points and partner credit in one BEGIN IMMEDIATE transaction. What is left is paid on
 * the hosted payment page (sandbox/modules/commerce-payments.ts).
 */
export const PENDING_ORDER_MESSAGE = "Can't process multiple orders! Clear your cart to proceed or finish your previous order.";
export const CREDIT_LIMIT_MESSAGE = 'You are exceeding allowed credit limit';

const refuse = (status: number, code: string, message: string): Reply => ({ status, body: { status: false, message, data: { code } } });

function fieldsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body instanceof FormData) {
    body.forEach((v, k) => {
      if (typeof v === 'string') out[k] = v;
    });
  } else if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
  }
  return out;
}

/**
 * The storefront origin the payment page returns to: an http(s) origin on one of the venue's storefront hosts (seed
 * `commerce.return_hosts`), so the page is no open redirect; nothing else of the URL is kept.
 */
export function returnOrigin(raw: string, hosts: string[] | null | undefined): string | null {
  try {
    const u = new URL(raw);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return null;
    return !hosts || hosts.includes(u.hostname.toLowerCase()) ? u.origin : null;
  } catch {
    return null;
  }
}

const newToken = (bytes: number) => randomBytes(bytes).toString('base64url');
export const ticketCode = () => randomBytes(10).toString('hex').toUpperCase();

interface Customer {
  id: number;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  country_code: string | null;
  mobile_number: string | null;
  is_anonymous: number;
  b2b_id: number | null;
  partner_status: string | null;
}

interface Placed {
  orderId: number;
  token: string;
  transactionId: string | null;
  approval: boolean;
}

type Fields = ReturnType<typeof orderFieldsSchema.parse>;

const NO_DISCOUNT = { discount_price: 0, discount_tax: 0, discount_total: 0 };

function applyBenefit(lines: PricedLine[], benefit: Benefit | null) {
  const discounts = lines.map((l) => (benefit && applies(benefit, l.product_type) ? lineDiscount(benefit, l.price, l.tax_amount, l.quantity) : NO_DISCOUNT));
  if (benefit && !discounts.some((d) => d.discount_total > 0)) throw notApplicable(benefit);
  return discounts;
}

/**
 * The order's figures in fils: subtotal = prices before VAT; tax = VAT after the discounts (each line's VAT less its
 * discount_tax); discount = what the discounts take off the prices; total = subtotal + tax − discount, which is
 * also the sum of the lines' totals ((price + tax) × quantity − discount_total).
 */
export function orderFigures(lines: Array<Pick<PricedLine, 'price' | 'tax_amount' | 'quantity'>>, discounts: Array<typeof NO_DISCOUNT>) {
  const lineTotals = lines.map((l, i) => (fils(l.price) + fils(l.tax_amount)) * l.quantity - fils(discounts[i]!.discount_total));
  const subtotal = lines.reduce((n, l) => n + fils(l.price) * l.quantity, 0);
  const tax = lines.reduce((n, l, i) => n + fils(l.tax_amount) * l.quantity - fils(discounts[i]!.discount_tax), 0);
  const total = lineTotals.reduce((n, t) => n + t, 0);
  return { subtotal: subtotal / 100, tax: tax / 100, discount: (subtotal + tax - total) / 100, total: total / 100, lineTotals: lineTotals.map((t) => t / 100) };
}

/** 'Save this member to family': members named on the lines with save_detail_for_future and no id of their own. */
function saveFamily(db: Ctx['db'], me: Customer, bundle: Bundle): void {
  if (me.is_anonymous) return;
  const named = [...bundle.capacity_facility.flatMap((l) => l.customers), ...bundle.membership.flatMap((l) => l.customers)];
  const ownName = [me.first_name, me.last_name].filter(Boolean).join(' ').toLowerCase();
  for (const c of named) {
    const name = c.name.trim();
    if (c.save_detail_for_future !== 1 || c.customer_id || !name || name.toLowerCase() === ownName) continue;
    if (savedFamily(db, me.id).some((m) => m.name.toLowerCase() === name.toLowerCase())) continue;
    // The visitor's answers to additional fields are kept for customers-associated/additional-data.
    const answers = c.additional_fields && typeof c.additional_fields === 'object' ? Object.entries(c.additional_fields as Record<string, unknown>).map(([slug, value]) => ({ slug, value })) : [];
    db.prepare('INSERT INTO cm_family (owner_id, name, email, mobile_number, country_code, additional_fields, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      me.id,
      name.slice(0, 120),
      c.email ?? null,
      c.mobile_number ?? null,
      c.country_code ?? null,
      JSON.stringify(answers.slice(0, 200)),
      Date.now(),
    );
  }
}

function placeOrder(ctx: Ctx, venue: VenueInfo, me: Customer, f: Fields, bundle: Bundle, lines: PricedLine[], returnUrl: string, now: number): Placed {
  const { db } = ctx;
  if (db.prepare("SELECT 1 FROM cm_orders WHERE customer_id = ? AND status = 'pending_payment' AND expires_at > ?").get(me.id, now)) {
    throw new PricingError(409, 'pending_order', PENDING_ORDER_MESSAGE);
  }
  // The special mode's passes per session count what this customer already holds at the slot (spec §3
  // customer_threshold), read in the same transaction that takes the places.
  const threshold = customerThreshold(db, venue.token);
  const passes = facilityPasses(lines);
  if (threshold != null && passes.length && overPassLimit(threshold, passes, heldPasses(db, venue.token, me.id, now))) {
    throw new PricingError(422, 'pass_limit', PASS_LIMIT_MESSAGE(threshold));
  }
  const benefit = f.promotion_code?.trim() ? findPromo(db, venue, f.promotion_code) : f.card_number?.trim() ? findCardBenefit(db, venue, f.card_number) : null;
  const discounts = applyBenefit(lines, benefit);
  const { subtotal, tax, discount, total, lineTotals } = orderFigures(lines, discounts);

  // Wallet, then q-points (1 point = 1 unit of currency) pay what they can; partner credit pays the rest or refuses.
  const bal = balancesOf(db, me.id);
  let due = total;
  const take = (wanted: boolean, available: number, code: string, message: string) => {
    if (!wanted || due <= 0) return 0;
    if (available <= 0) throw new PricingError(422, code, message);
    const used = round2(Math.min(available, due));
    due = round2(due - used);
    return used;
  };
  const wallet = take(f.is_wallet === '1', bal.wallet, 'insufficient_wallet', 'Insufficient wallet balance');
  const qpoints = take(f.is_qpoints === '1', bal.qpoints, 'insufficient_qpoints', 'Insufficient q-points balance');
  let credit = 0;
  if (f.is_credit === '1' && due > 0) {
    const partner = me.b2b_id != null && me.partner_status === 'approved' && bal.credit_limit != null;
    const available = partner ? round2(bal.credit_limit! - bal.credit_used) : 0;
    if (due > available) throw new PricingError(422, 'credit_limit', CREDIT_LIMIT_MESSAGE);
    credit = due;
    due = 0;
  }
  const card = due;
  if (card > 0 && f.cardId && !db.prepare('SELECT 1 FROM cm_cards WHERE id = ? AND customer_id = ?').get(f.cardId, me.id)) {
    throw new PricingError(422, 'card_invalid', 'The saved card was not found');
  }
  const status = card > 0 ? 'pending_payment' : credit > 0 ? 'approval_required' : 'paid';
  const expires = card > 0 ? now + HOLD_MS : FOREVER;
  const token = newToken(24);
  const transactionId = card > 0 ? `TX-${newToken(12)}` : null;
  const name = [f.first_name, f.last_name].filter(Boolean).join(' ').trim() || me.name || [me.first_name, me.last_name].filter(Boolean).join(' ') || 'Guest';
  const mobile = f.mobile || (me.mobile_number ? `+${me.country_code ?? ''}${me.mobile_number}` : null);
  const orderId = db
    .prepare(
      `INSERT INTO cm_orders (venue_token, token, transaction_id, customer_id, status, locale, return_url, currency, customer_name, email, mobile, promo_code,
       notes, card_id, save_card, subtotal, tax, discount, total, paid_card, paid_wallet, paid_qpoints, paid_credit, created_at, expires_at, is_baps)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(venue.token, token, transactionId, me.id, status, f.locale, returnUrl, venue.currency, name, f.email || me.email, mobile, benefit?.code ?? null,
      f.order_notes ?? null, f.cardId ?? null, f.save_card === '1' ? 1 : 0, subtotal, tax, discount, total, card, wallet, qpoints, credit, now, expires, f.isBaps === '1' ? 1 : 0).lastInsertRowid as number;

  const insLine = db.prepare(
    `INSERT INTO cm_order_lines (order_id, idx, product_type, name, ar_name, detail, ar_detail, date, start_time, end_time, quantity, price, tax_amount, discount, total, place, programme, extra)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insTicket = db.prepare(
    'INSERT INTO cm_tickets (code, order_id, product_type, name, ar_name, detail, ar_detail, date, start_time, end_time, holder) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  lines.forEach((l, i) => {
    insLine.run(orderId, i, l.product_type, l.name, l.ar_name, l.detail, l.ar_detail, l.date, l.start_time, l.end_time, l.quantity, l.price, l.tax_amount, discounts[i]!.discount_total, lineTotals[i]!, l.place ? JSON.stringify(l.place) : null, l.programme ? JSON.stringify(l.programme) : null, l.extra ? JSON.stringify(l.extra) : null);
    for (let n = 0; n < l.tickets; n++) insTicket.run(ticketCode(), orderId, l.product_type, l.name, l.ar_name, l.detail, l.ar_detail, l.date, l.start_time, l.end_time, l.holders[n] ?? name);
  });
  takePlaces(db, venue.token, orderId, lines.flatMap((l) => (l.place ? [l.place] : [])), sessionOf(ctx), expires, now);
  moveBalances(db, me.id, { wallet, qpoints, credit }, -1);
  saveFamily(db, me, bundle);
  return { orderId, token, transactionId, approval: status === 'approval_required' };
}

/** Where the browser pays: this sandbox's own hosted page (SANDBOX_PUBLIC_URL, else the Host the call came to). */
export function payBase(ctx: Ctx): string {
  return process.env.SANDBOX_PUBLIC_URL?.replace(/\/$/, '') ?? `http://${ctx.headers.host ?? '127.0.0.1'}`;
}

export function postOrder(ctx: Ctx): Reply {
  const { db } = ctx;
  const venue = venueInfo(db, ctx.venueToken);
  if (!venue) return refuse(422, 'invalid_venue', 'Invalid venue. please reselect');
  const me = bearerCustomer(db, ctx.headers) as Customer | null | 'invalid';
  if (!me || me === 'invalid') return fail(401, 'Unauthenticated');
  const key = ctx.headers['idempotency-key'];
  // Stored per venue, customer and key: another customer's key never answers this customer's order.
  const idem = typeof key === 'string' && /^[\w.:-]{8,128}$/.test(key) ? `${me.id}:${key}` : null;
  if (idem) {
    const first = storedAnswer(db, venue.token, idem);
    if (first) return first;
  }
  const reply = answer(ctx, venue, me);
  if (idem) storeAnswer(db, venue.token, idem, reply);
  return reply;
}

function answer(ctx: Ctx, venue: VenueInfo, me: Customer): Reply {
  const { db } = ctx;
  const f = orderFieldsSchema.safeParse(fieldsOf(ctx.body));
  if (!f.success) return refuse(422, 'invalid', `Invalid order: ${f.error.issues[0]?.path.join('.')}`);
  let bundleJson: unknown;
  try {
    bundleJson = JSON.parse(f.data.products);
  } catch {
    return refuse(422, 'invalid', 'Invalid order: products');
  }
  const bundle = orderBundleSchema.safeParse(bundleJson);
  if (!bundle.success) return refuse(422, 'invalid', `Invalid order: products.${bundle.error.issues[0]?.path.join('.')}`);
  // Spec §3 order payload customerId: when sent, it must be the bearer's own customer (as a provider would check).
  if (f.data.customerId !== undefined && f.data.customerId !== String(me.id)) return refuse(422, 'customer_mismatch', 'The order is not for the signed-in customer');
  const returnUrl = returnOrigin(f.data.return_url, commerceVenue(db, venue.token).return_hosts);
  if (!returnUrl) return refuse(422, 'invalid', 'Invalid order: return_url');
  const now = Date.now();
  settleExpired(db, now);
  // Spec §6: a guest checks out only facility and event items.
  const b = bundle.data;
  if (me.is_anonymous && b.membership.length + b.workshop.length + b.training.length + b.offers.length + b.pos.length > 0) {
    return refuse(422, 'login_required', 'Please login to purchase these products');
  }
  try {
    const lines = priceBundle(db, venue, bundle.data);
    const placed = db.transaction(() => placeOrder(ctx, venue, me, f.data, bundle.data, lines, returnUrl, now)).immediate();
    ctx.log(`order ${placed.orderId} placed (${placed.transactionId ? 'waiting for payment' : placed.approval ? 'approval required' : 'paid'})`);
    return checked(orderResponseSchema, {
      status: true,
      message: placed.transactionId ? 'Order created, waiting for payment' : placed.approval ? 'Order placed, waiting for approval' : 'Order placed',
      data: {
        pg: placed.transactionId ? 'sandbox' : null,
        url: placed.transactionId ? `${payBase(ctx)}/pay/${placed.transactionId}` : null,
        transactionId: placed.transactionId,
        isApprovalRequired: placed.approval,
        token: placed.token,
        order_id: placed.orderId,
      },
    });
  } catch (e) {
    if (e instanceof PricingError) return refuse(e.status, e.code, e.message);
    throw e;
  }
}

/**
 * POST orders/quote: the order's figures for a bundle, priced as POST orders prices it (its own catalogue, the promo
 * code or member card verified again), without placing anything. Refusals are the order's own (sold out, mixed
 * membership, invalid promo).
 */
export function quoteOrder(ctx: Ctx): Reply {
  const { db } = ctx;
  const venue = venueInfo(db, ctx.venueToken);
  if (!venue) return refuse(422, 'invalid_venue', 'Invalid venue. please reselect');
  const q = orderQuoteRequestSchema.safeParse(ctx.body);
  if (!q.success) return refuse(422, 'invalid', `Invalid quote: ${q.error.issues[0]?.path.join('.')}`);
  try {
    const lines = priceBundle(db, venue, q.data.products);
    const code = q.data.promotion_code?.trim();
    const card = q.data.card_number?.trim();
    const benefit = code ? findPromo(db, venue, code) : card ? findCardBenefit(db, venue, card) : null;
    const discounts = applyBenefit(lines, benefit);
    const { lineTotals, ...figures } = orderFigures(lines, discounts);
    const priced = lines.map((l, i) => ({ product_type: l.product_type, quantity: l.quantity, price: l.price, tax_amount: l.tax_amount, discount: discounts[i]!.discount_total, total: lineTotals[i]! }));
    return checked(orderQuoteResponseSchema, { status: true, data: { lines: priced, ...figures } });
  } catch (e) {
    if (e instanceof PricingError) return refuse(e.status, e.code, e.message);
    throw e;
  }
}

export function orderRoutes(r: Router): void {
  r.add('POST', '/api/v2/orders', postOrder);
  r.add('POST', '/api/v2/orders/quote', quoteOrder);
}
