import { describe, expect, it } from 'vitest';
import { guestLoginOffered } from './guest';

// spec §6 Guest login user: offered only when guest checkout is enabled, the cart holds only facility or event
// items and the special mode is off.
describe('guestLoginOffered', () => {
  const on = { guestCheckout: true, specialMode: false };
  it('is offered for facility and event carts', () => {
    expect(guestLoginOffered({ ...on, items: [{ productType: 'facility' }, { productType: 'event' }] })).toBe(true);
  });
  it('is not offered when another product type is in the cart', () => {
    expect(guestLoginOffered({ ...on, items: [{ productType: 'event' }, { productType: 'membership' }] })).toBe(false);
  });
  it('is not offered with guest checkout off or in the special mode', () => {
    expect(guestLoginOffered({ guestCheckout: false, specialMode: false, items: [{ productType: 'event' }] })).toBe(false);
    expect(guestLoginOffered({ guestCheckout: true, specialMode: true, items: [{ productType: 'event' }] })).toBe(false);
  });
  it('is not offered for an empty cart', () => expect(guestLoginOffered({ ...on, items: [] })).toBe(false));
});
