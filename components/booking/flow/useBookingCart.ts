'use client';
import { useEffect, useRef, useState } from 'react';
import { capacityFromServer } from '@/lib/api/refusals';
import { capacityMessage, type Msg } from '@/lib/booking/flow';
import { loadCart, reserve, saveCart } from '../../cart/cart-store';
import { stampHolds } from '@/lib/cart/holds';
import type { Cart, CartItem } from '@/lib/cart/types';

const failed: Msg = { key: 'failed' };

/**
 * The booking's cart (spec §4, §5): the cart as stored for this venue, and the one way a booking line gets in —
 * checked by the cart rules, held at the provider, then stored, so nothing is added twice or without its hold.
 */
export function useBookingCart(host: string, setError: (m: Msg | null) => void) {
  const [cart, setCart] = useState<Cart>({ items: [] });
  /** A second click while an add is on its way must not add (or hold) twice. */
  const inFlight = useRef(false);

  useEffect(() => setCart(loadCart(host)), [host]);

  /** Hold `held` at the provider, then store `next`; a refused hold shows the provider's capacity message. */
  const commit = async (next: Cart, held: CartItem[], quantity?: (i: CartItem) => number): Promise<boolean> => {
    let until: number;
    try {
      until = await reserve(held, quantity);
    } catch (e) {
      const cap = capacityFromServer(e);
      setError(cap ? capacityMessage(cap) : failed);
      return false;
    }
    // The lines just held count down to the provider's end of the hold.
    store(stampHolds(next, until));
    return true;
  };

  /** Store a cart that needs no hold (add-ons). */
  const store = (next: Cart) => {
    saveCart(host, next);
    setCart(next);
  };

  /** Run one add at a time: a second one while the first is on its way gets `fallback`. */
  const once = async <T,>(fallback: T, run: () => Promise<T>): Promise<T> => {
    if (inFlight.current) return fallback;
    inFlight.current = true;
    try {
      return await run();
    } finally {
      inFlight.current = false;
    }
  };

  return { cart, current: () => loadCart(host), commit, store, once };
}
export type BookingCart = ReturnType<typeof useBookingCart>;
