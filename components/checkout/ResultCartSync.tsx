'use client';
import { useEffect } from 'react';
import { afterOrderGone } from '@/lib/checkout/pending-order';
import { loadCart, saveCart } from '../cart/cart-store';

/**
 * The cart after the payment page (spec §4 order result): an order that went through resets the cart it came from;
 * a failed one keeps the cart intact, only its holds are known to be gone (the provider released them), so the cart
 * offers to reserve again. Only the cart whose order this is changes: an old result link touches nothing.
 */
export function ResultCartSync({ host, token, outcome }: { host: string; token: string | null; outcome: 'done' | 'failed' }) {
  useEffect(() => {
    const cart = loadCart(host);
    const mine = !!cart.pendingOrder && (token === null || cart.pendingOrder.token === token);
    if (!mine) return;
    if (outcome === 'done') saveCart(host, { items: [] });
    else saveCart(host, afterOrderGone(cart, Date.now()));
  }, [host, token, outcome]);
  return null;
}
