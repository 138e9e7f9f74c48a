import { describe, expect, it } from 'vitest';
import { orderRefusal } from './refusal';

const of = (code: string, message: string | null = null, fields?: Record<string, string>) => orderRefusal({ code, message, fields });

describe('a refused order (spec §4 order result, §8 order failure)', () => {
  it('known refusals speak the checkout wording', () => {
    expect(of('credit_limit')).toEqual({ kind: 'checkout', key: 'creditLimit' });
    expect(of('insufficient_wallet')).toEqual({ kind: 'checkout', key: 'insufficientWallet' });
    expect(of('insufficient_qpoints')).toEqual({ kind: 'checkout', key: 'insufficientQpoints' });
    expect(of('invalid_venue')).toEqual({ kind: 'checkout', key: 'invalidVenue' });
    expect(of('membership_mixed')).toEqual({ kind: 'checkout', key: 'membershipMixed' });
    expect(of('guest_not_allowed')).toEqual({ kind: 'checkout', key: 'guestNotAllowed' });
  });
  it("capacity and promo refusals speak the cart's wording (spec §8 'Maximum capacity reached')", () => {
    expect(of('sold_out', 'Sold out')).toEqual({ kind: 'cart', key: 'capacityReached' });
    expect(of('promo_invalid')).toEqual({ kind: 'cart', key: 'promoNotValid' });
  });
  it('the sale rules the provider enforces speak the cart wording, and the cart is kept (issue 23 item 1; spec §4, §5, §8)', () => {
    expect(of('session_started', 'This event session has already started')).toEqual({ kind: 'cart', key: 'sessionStarted' });
    expect(of('session_ended')).toEqual({ kind: 'cart', key: 'sessionEnded' });
    expect(of('programme_past')).toEqual({ kind: 'cart', key: 'programmePast' });
    expect(of('membership_past')).toEqual({ kind: 'cart', key: 'membershipPast' });
    expect(of('offer_expired')).toEqual({ kind: 'cart', key: 'offerExpired' });
    expect(of('pass_limit')).toEqual({ kind: 'cart', key: 'passLimit' });
    expect(of('outlets_mixed')).toEqual({ kind: 'cart', key: 'outletsMixed' });
  });
  it('a slot taken by a parent or child facility, or by an academy class, speaks its own cart wording (spec §3 Facility)', () => {
    expect(of('linked_facility_booked', 'This time is booked on a linked facility')).toEqual({ kind: 'cart', key: 'linkedFacilityBooked' });
    expect(of('class_scheduled')).toEqual({ kind: 'cart', key: 'classScheduled' });
  });
  it('a fault of ours, the provider or the network is the general failure, never its message', () => {
    expect(of('provider_down', 'stack trace')).toEqual({ kind: 'checkout', key: 'failed' });
    expect(of('network')).toEqual({ kind: 'checkout', key: 'failed' });
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
