import { api } from './client';
import { autoFacility } from './booking';
import { balancesResponseSchema, benefitsVerifyResponseSchema, cancelPendingResponseSchema, savedCardsResponseSchema } from '../provider/commerce';
import { profileResponseSchema } from '../provider/auth';
import type { Addon } from '../booking/types';
import type { BenefitsAnswer, BenefitsRequest, CartItem } from '../cart/types';
import type { CheckoutAnswer, CheckoutRequest } from '../checkout/request';

/**
 * Every call the cart and checkout islands make (typed client: fetch, parse, reshape), in one file. The cart loads
 * it on demand (`import()`): its schemas bring zod, which stays out of the cart page's first load (the provider through /api/provider, the order through
 * /api/checkout/order). React Query wraps these in the components; nothing here knows about React.
 */

export async function verifyBenefits(body: BenefitsRequest): Promise<BenefitsAnswer> {
  const r = await api.post('benefits/verify', { body, schema: benefitsVerifyResponseSchema });
  return r.data;
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

export interface Payer {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  mobileNumber: string;
  memberCard: string | null;
}
export async function fetchPayer(): Promise<Payer> {
  const c = (await api.get('customers/me', { schema: profileResponseSchema })).data;
  const name = (c.first_name || c.name || '').trim();
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    lastName: (c.last_name || name.split(/\s+/).slice(1).join(' ') || '').trim(),
    email: c.email ?? '',
    countryCode: String(c.country_code ?? '971').replace(/^\+/, ''),
    mobileNumber: String(c.mobile_number ?? ''),
    memberCard: c.membership_card_number ?? null,
  };
}

/** The add-ons offered for a facility booking (spec §2 cart with add-on cards): facilities/auto for its slot. */
export async function fetchAddons(ticket: CartItem): Promise<Addon[]> {
  const f = ticket.facility!;
  const a = await autoFacility({ venue_service_id: f.venueServiceId, date: f.date, start_time: f.start, end_time: f.end, facility_id: f.facilityId });
  return a.categories.flatMap((c) => c.addons);
}

/** POST /api/checkout/order with this attempt's key; the answer is the order result or a refusal, never a throw. */
export async function submitOrder(body: CheckoutRequest, idempotencyKey: string): Promise<CheckoutAnswer> {
  try {
    const res = await fetch('/api/checkout/order', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const json = (await res.json().catch(() => null)) as CheckoutAnswer | null;
    return json && typeof json === 'object' && 'ok' in json ? json : { ok: false, status: res.status, code: 'provider_down', message: null };
  } catch {
    return { ok: false, status: 0, code: 'network', message: null };
  }
}

/** The cart warning's Clear Cart (spec §4, docs/commerce.md DELETE orders/pending): the order waiting for payment goes. */
export async function cancelPendingOrder(): Promise<void> {
  await api.delete('orders/pending', { schema: cancelPendingResponseSchema });
}
