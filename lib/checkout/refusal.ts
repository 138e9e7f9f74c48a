/**
 * What the checkout does with a refused order (spec §4 order result, §8 order failure): the refusal's code, as the
 * order route answers it (lib/checkout/place-order.ts, app/api/checkout/order), decides between a message of the
 * checkout or the cart, the cart warning (an order already waits for payment), the form's field errors, signing in
 * over the checkout, the login page, or the provider's own message.
 */
export type CheckoutMessageKey = 'creditLimit' | 'insufficientWallet' | 'insufficientQpoints' | 'invalidVenue' | 'membershipMixed' | 'guestNotAllowed' | 'failed';
export type CartMessageKey =
  | 'capacityReached'
  | 'promoNotValid'
  /** Issue 23 item 1: what the provider no longer sells (a started or ended session, a past date, an expired offer). */
  | 'sessionStarted'
  | 'sessionEnded'
  | 'programmePast'
  | 'membershipPast'
  | 'offerExpired'
  /** Issue 23 item 1: the special mode's participants per session, one outlet per order (spec §4, §5, §8). */
  | 'passLimit'
  | 'outletsMixed'
  /** Issue 23 item 1, spec §3 Facility: a parent or child facility is booked then, or an academy class holds it. */
  | 'linkedFacilityBooked'
  | 'classScheduled';

export type RefusalOutcome =
  | { kind: 'checkout'; key: CheckoutMessageKey }
  | { kind: 'cart'; key: CartMessageKey }
  /** The cart warning modal: clear the cart (and the waiting order) or view it. */
  | { kind: 'pendingOrder' }
  /** The payer's fields the server refused (validation keys), shown on the form with 'fix the errors'. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** No session after all: sign in over the checkout, then pay again. */
  | { kind: 'signIn' }
  /** spec §8: an expired session says so on the login page and comes back here. */
  | { kind: 'sessionExpired' }
  /** The provider's message as it is (spec §8), or the general failure when it gave none. */
  | { kind: 'server'; message: string | null };

const CHECKOUT: Record<string, CheckoutMessageKey> = {
  credit_limit: 'creditLimit',
  insufficient_wallet: 'insufficientWallet',
  insufficient_qpoints: 'insufficientQpoints',
  invalid_venue: 'invalidVenue',
  membership_mixed: 'membershipMixed',
  guest_not_allowed: 'guestNotAllowed',
  provider_down: 'failed',
  network: 'failed',
};
const CART: Record<string, CartMessageKey> = {
  sold_out: 'capacityReached',
  promo_invalid: 'promoNotValid',
  session_started: 'sessionStarted',
  session_ended: 'sessionEnded',
  programme_past: 'programmePast',
  membership_past: 'membershipPast',
  offer_expired: 'offerExpired',
  pass_limit: 'passLimit',
  outlets_mixed: 'outletsMixed',
  linked_facility_booked: 'linkedFacilityBooked',
  class_scheduled: 'classScheduled',
};

export function orderRefusal(refusal: { code: string; message: string | null; fields?: Record<string, string> }): RefusalOutcome {
  const { code } = refusal;
  if (Object.hasOwn(CHECKOUT, code)) return { kind: 'checkout', key: CHECKOUT[code]! };
  if (Object.hasOwn(CART, code)) return { kind: 'cart', key: CART[code]! };
  if (code === 'pending_order') return { kind: 'pendingOrder' };
  if (code === 'invalid') return { kind: 'fields', fields: refusal.fields ?? {} };
  if (code === 'login_required') return { kind: 'signIn' };
  if (code === 'session_expired') return { kind: 'sessionExpired' };
  return { kind: 'server', message: refusal.message };
}
