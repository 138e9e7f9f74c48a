'use client';
import { useEffect } from 'react';
import { logout } from '@/lib/auth/actions';
import { CART_EVENT } from '@/lib/cart/storage-key';
import { readCart } from '@/lib/cart/storage';
import { fetchSession } from '@/lib/api/session';

/**
 * Spec §4 cart rules / §6: when the cart empties, an anonymous (guest) session is reset. Mount once in the layout;
 * it does nothing until the cart changes, and then only asks the session when the cart is empty.
 */
export function GuestCartReset({ host }: { host: string }) {
  useEffect(() => {
    const onChange = async () => {
      if (readCart(window.sessionStorage, host).items.length > 0) return;
      const user = await fetchSession({ fresh: true });
      if (user?.anonymous) await logout().catch(() => undefined);
    };
    window.addEventListener(CART_EVENT, onChange);
    return () => window.removeEventListener(CART_EVENT, onChange);
  }, [host]);
  return null;
}
