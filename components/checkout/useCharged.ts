'use client';
import { useQuery } from '@tanstack/react-query';
import { qk } from '@/lib/api/query-keys';
import { quoteCart } from '@/lib/api/commerce';
import { benefitsSignature } from '@/lib/cart/benefits';
import { chargedFigures } from '@/lib/checkout/charged';
import { cartTotals } from '@/lib/cart/rules';
import type { Cart } from '@/lib/cart/types';

/**
 * The checkout's figures (issue 23): the provider's quote of the cart (orders/quote), asked again whenever the lines
 * or the promotion change; `pending` while it is asked, so Pay never shows the browser's stored prices.
 */
export function useCharged(cart: Cart) {
  const quote = useQuery({
    queryKey: qk.quote(benefitsSignature(cart)),
    queryFn: () => quoteCart(cart),
    enabled: cart.items.length > 0,
    retry: false,
    staleTime: 0,
  });
  return { ...chargedFigures(cartTotals(cart), quote.data ?? null), pending: quote.isPending && quote.fetchStatus !== 'idle' };
}
