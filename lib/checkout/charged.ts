import { toFils } from '../format/money';
import type { CartTotals } from '../cart/totals';

/**
 * What the checkout shows and the Pay button says (issue 23): the provider's figures for the cart (orders/quote)
 * once it has answered, never the prices stored in the browser, which a visitor can edit and a venue can change
 * after the line was added (docs/commerce.md: the provider prices the order). Without an answer (the provider
 * refused, or does not offer the call) the cart's own figures stand and the order decides.
 */
export interface ProviderFigures {
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
}

export interface Charged extends ProviderFigures {
  /** The provider's total differs from the cart's, to the fils: the checkout says so before paying. */
  changed: boolean;
}

export function chargedFigures(cart: Pick<CartTotals, 'subtotal' | 'tax' | 'discount' | 'total'>, provider: ProviderFigures | null): Charged {
  if (!provider) return { subtotal: cart.subtotal, tax: cart.tax, discount: cart.discount, total: cart.total, changed: false };
  return { ...provider, changed: toFils(provider.total) !== toFils(cart.total) };
}
