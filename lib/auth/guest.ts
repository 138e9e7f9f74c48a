/** Product types a guest may check out (spec §6 Guest login user). */
const GUEST_PRODUCT_TYPES = new Set(['facility', 'event']);

/**
 * Spec §6: guest login is offered only when guest checkout is enabled, the cart holds only facility or event items
 * and the special mode is off. An empty cart has nothing to check out, so it offers no guest login either.
 */
export function guestLoginOffered(opts: { guestCheckout: boolean; specialMode: boolean; items: ReadonlyArray<{ productType?: unknown }> }): boolean {
  if (!opts.guestCheckout || opts.specialMode || opts.items.length === 0) return false;
  return opts.items.every((i) => typeof i.productType === 'string' && GUEST_PRODUCT_TYPES.has(i.productType));
}
