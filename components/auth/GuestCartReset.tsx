'use client';
import { useEffect } from 'react';
import { logout } from '@/lib/auth/actions';
import { CART_EVENT } from '@/lib/cart/storage-key';
import { readCart } from '@/lib/cart/storage';
import { fetchSession } from '@/lib/api/session';

/**
 * Spec §4 cart rules / §6: when the cart empties, an anonymous (guest) session is reset. Mount once in the layout.
 * It asks the session only when the cart is empty: when it empties in this page, and when a page loads with an empty
 * cart (spec §4: a guest is discarded on restore), using the answer the header already asked for. A cart waiting for
 * its payment page is not empty, so a guest outlives the payment redirect (docs/decisions.md).
 */
export function GuestCartReset({ host }: { host: string }) {
  useEffect(() => {
    const onChange = async () => {
      if (readCart(window.sessionStorage, host).items.length > 0) return;
      const user = await fetchSession({ fresh: true });
      if (user?.anonymous) await logout().catch(() => undefined);
    };
    window.addEventListener(CART_EVENT, onChange);
    if (readCart(window.sessionStorage, host).items.length === 0) {
      void fetchSession().then((user) => (user?.anonymous ? logout().catch(() => undefined) : undefined));
    }
    return () => window.removeEventListener(CART_EVENT, onChange);
  }, [host]);
  return null;
}
