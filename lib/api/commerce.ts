import { api, ApiError, SessionExpiredError } from './client';
import { autoFacility } from './booking';
import { balancesResponseSchema, benefitsVerifyResponseSchema, cancelPendingResponseSchema, orderQuoteResponseSchema, pendingOrderResponseSchema, savedCardsResponseSchema } from '../provider/commerce';
import { pendingOrderOf, type PendingOrder } from '../checkout/pending-order';
import { benefitsRequest, orderBundle, reshapeBenefits } from '../provider/commerce-shapes';
import type { Addon } from '../booking/types';
import type { Benefits, Cart, CartItem, PaymentMethod } from '../cart/types';
import { placedOrderSchema, type CheckoutRequest, type PlacedOrder } from '../checkout/request';
import type { ProviderFigures } from '../checkout/charged';

/**
 * Every call the cart and checkout islands make (typed client: build the wire body, fetch, parse, reshape), in one
 * file. The cart loads it on demand (`import()`): its schemas bring zod, which stays out of the cart page's first
 * load (the provider through /api/provider, the order through /api/checkout/order, both by lib/api/client.ts).
 * React Query wraps these in the components; nothing here knows about React.
 */

/** benefits/verify (spec §7) for the cart's promotion: a promo code or a member card number. */
export async function verifyBenefits(cart: Cart, by: { promotionCode: string } | { cardNumber: string }): Promise<Benefits> {
  const r = await api.post('benefits/verify', { body: benefitsRequest(cart, by, null), schema: benefitsVerifyResponseSchema });
  return reshapeBenefits(r.data);
}

export interface Balances {
  currency: string;
  wallet: number;
  qpoints: number;
  credit: { limit: number; used: number; available: number } | null;
}
export async function fetchBalances(): Promise<Balances> {
  return (await api.get('customers/balances', { schema: balancesResponseSchema })).data;
}

export interface SavedCard {
  id: string;
  number: string;
  expiry: string | null;
  holder: string | null;
}
export async function fetchCards(): Promise<SavedCard[]> {
  const r = await api.get('customers/cards', { schema: savedCardsResponseSchema });
  return r.data.map((c) => ({ id: c.id, number: c.card_number, expiry: c.expiry ?? null, holder: c.holder ?? null }));
}

/** The add-ons offered for a facility booking (spec §2 cart with add-on cards): facilities/auto for its slot. */
export async function fetchAddons(ticket: CartItem): Promise<Addon[]> {
  const f = ticket.facility!;
  const a = await autoFacility({ venue_service_id: f.venueServiceId, date: f.date, start_time: f.start, end_time: f.end, facility_id: f.facilityId });
  return a.categories.flatMap((c) => c.addons);
}

/** What the checkout sends with the cart's lines (spec §3 order payload); the bundle is built here. */
export interface OrderInput {
  items: readonly CartItem[];
  payment: { method: PaymentMethod; cardId: string | null; saveCard: boolean };
  payer: CheckoutRequest['payer'];
  promotionCode: string | null;
  memberCardNumber: string | null;
  orderNotes: string | null;
  locale: 'en' | 'ar';
}

/**
 * POST /api/checkout/order with this attempt's key (one answer per key, lib/checkout/idempotency.ts). Answers the
 * placed order; a refusal throws like every call of the client (`orderRefusalOf` reads it).
 */
export async function submitOrder(input: OrderInput, idempotencyKey: string): Promise<PlacedOrder> {
  const { items, ...rest } = input;
  const body: CheckoutRequest = { ...rest, bundle: orderBundle(items) };
  return api.post('/api/checkout/order', { body, headers: { 'idempotency-key': idempotencyKey }, schema: placedOrderSchema });
}

/** A refused order as the checkout decides on it (lib/checkout/refusal.ts); `leaving` when the page goes to /login. */
export interface OrderRefusal {
  code: string;
  message: string | null;
  fields?: Record<string, string>;
  leaving?: boolean;
}

/** The order route's refusal from the client's error: its code, or `network` when no answer came (the same attempt may be retried). */
export function orderRefusalOf(e: unknown): OrderRefusal {
  const answer = (e instanceof ApiError || e instanceof SessionExpiredError ? e.data : null) as { ok?: unknown; code?: unknown; message?: unknown; fields?: unknown } | null;
  const code = answer && answer.ok === false && typeof answer.code === 'string' ? answer.code : null;
  if (e instanceof SessionExpiredError) return { code: code ?? 'session_expired', message: null, leaving: e.leaving };
  if (!(e instanceof ApiError)) return { code: 'network', message: null };
  if (!code) return { code: 'provider_down', message: null };
  return {
    code,
    message: typeof answer!.message === 'string' ? answer!.message : null,
    fields: answer!.fields && typeof answer!.fields === 'object' ? (answer!.fields as Record<string, string>) : undefined,
  };
}

/**
 * The customer's order in progress (issue 24 item 1, GET orders/pending, a departure written in docs/decisions.md):
 * the order waiting for the card with its hold end and payment page, or null.
 */
export async function fetchPendingOrder(): Promise<PendingOrder | null> {
  return pendingOrderOf((await api.get('orders/pending', { schema: pendingOrderResponseSchema })).data);
}

/** The cart warning's Clear Cart (spec §4, docs/commerce.md DELETE orders/pending) and "Cancel this order": the order waiting for payment goes. */
export async function cancelPendingOrder(): Promise<void> {
  await api.delete('orders/pending', { schema: cancelPendingResponseSchema });
}

/**
 * orders/quote (docs/commerce.md, issue 23): the provider's figures for the cart as the order would carry it (ids and
 * quantities only, the promotion with it), so the checkout shows what will be charged, not the browser's prices.
 */
export async function quoteCart(cart: Cart): Promise<ProviderFigures> {
  const p = cart.promotion;
  const body = { products: orderBundle(cart.items), promotion_code: p?.type === 'promo' ? p.code : null, card_number: p?.type === 'memberships' ? p.code : null };
  const { data } = await api.post('orders/quote', { body, schema: orderQuoteResponseSchema });
  return { subtotal: data.subtotal, tax: data.tax, discount: data.discount, total: data.total };
}
