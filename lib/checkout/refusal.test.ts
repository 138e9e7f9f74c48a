import { describe, expect, it } from 'vitest';
import { orderRefusal, type CartMessageKey, type CheckoutMessageKey, type RefusalOutcome } from './refusal';

const of = (code: string, message: string | null = null, fields?: Record<string, string>) => orderRefusal({ code, message, fields });

/** One refusal code (with the provider's message, when it sent one) and what the checkout does with it. */
type Row = [code: string, message: string | null, outcome: RefusalOutcome];
const checkout = (code: string, key: CheckoutMessageKey, message: string | null = null): Row => [code, message, { kind: 'checkout', key }];
const cart = (code: string, key: CartMessageKey, message: string | null = null): Row => [code, message, { kind: 'cart', key }];

/** Each group of refusals, the rule it keeps, and its rows. */
const GROUPS: { rule: string; rows: Row[] }[] = [
  {
    rule: 'known refusals speak the checkout wording',
    rows: [
      checkout('credit_limit', 'creditLimit'),
      checkout('insufficient_wallet', 'insufficientWallet'),
      checkout('insufficient_qpoints', 'insufficientQpoints'),
      checkout('invalid_venue', 'invalidVenue'),
      checkout('membership_mixed', 'membershipMixed'),
      checkout('guest_not_allowed', 'guestNotAllowed'),
    ],
  },
  {
    rule: "capacity and promo refusals speak the cart's wording (spec §8 'Maximum capacity reached')",
    rows: [cart('sold_out', 'capacityReached', 'Sold out'), cart('promo_invalid', 'promoNotValid')],
  },
  {
    rule: 'the sale rules the provider enforces speak the cart wording, and the cart is kept (issue 23 item 1; spec §4, §5, §8)',
    rows: [
      cart('session_started', 'sessionStarted', 'This event session has already started'),
      cart('session_ended', 'sessionEnded'),
      cart('programme_past', 'programmePast'),
      cart('membership_past', 'membershipPast'),
      cart('offer_expired', 'offerExpired'),
      cart('pass_limit', 'passLimit'),
      cart('outlets_mixed', 'outletsMixed'),
    ],
  },
  {
    rule: 'a slot taken by a parent or child facility, or by an academy class, speaks its own cart wording (spec §3 Facility)',
    rows: [cart('linked_facility_booked', 'linkedFacilityBooked', 'This time is booked on a linked facility'), cart('class_scheduled', 'classScheduled')],
  },
  {
    rule: 'a fault of ours, the provider or the network is the general failure, never its message',
    rows: [checkout('provider_down', 'failed', 'stack trace'), checkout('network', 'failed')],
  },
];

describe('a refused order (spec §4 order result, §8 order failure)', () => {
  describe.each(GROUPS)('$rule', ({ rows }) => {
    it.each(rows)('%s', (code, message, outcome) => {
      expect(of(code, message)).toEqual(outcome);
    });
  });
  it('an order waiting for payment opens the cart warning (spec §4)', () => {
    expect(of('pending_order', 'You have a pending order')).toEqual({ kind: 'pendingOrder' });
  });
  it("the server's field errors go to the form", () => {
    expect(of('invalid', null, { email: 'emailInvalid' })).toEqual({ kind: 'fields', fields: { email: 'emailInvalid' } });
    expect(of('invalid')).toEqual({ kind: 'fields', fields: {} });
  });
  it('no session signs in over the checkout; an expired one goes to the login page (spec §8)', () => {
    expect(of('login_required')).toEqual({ kind: 'signIn' });
    expect(of('session_expired')).toEqual({ kind: 'sessionExpired' });
  });
  it("any other refusal shows the provider's message as it is (spec §8)", () => {
    expect(of('refused', 'Booking closed for this date')).toEqual({ kind: 'server', message: 'Booking closed for this date' });
    expect(of('refused')).toEqual({ kind: 'server', message: null });
    expect(of('toString')).toEqual({ kind: 'server', message: null });
  });
});
