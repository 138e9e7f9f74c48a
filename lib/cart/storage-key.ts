/** Cart tickets persist in session storage per venue host (spec §4). */
export const cartStorageKey = (host: string) => `storefront:cart:${host}`;
/** Fired on window whenever the cart changes in this tab, so islands such as the header badge can follow. */
export const CART_EVENT = 'storefront:cart-changed';
