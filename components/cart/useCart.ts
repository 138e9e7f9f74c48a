'use client';
import { useCallback, useEffect, useState } from 'react';
import { useWindowSync } from '@/components/ui/useWindowSync';
import { CART_EVENT } from '@/lib/cart/storage-key';
import type { StoredCart } from '@/lib/cart/storage';
import { loadCart, saveCart } from './cart-store';

/** This tab's cart (spec §4 session storage), following changes made by other islands (booking modal, badge). */
export function useCart(host: string): { cart: StoredCart | null; store: (next: StoredCart) => void; reload: () => StoredCart } {
  // Another tab of the same session storage never fires here; pageshow covers Back from the payment page.
  const cart = useWindowSync<StoredCart | null>(null, () => loadCart(host), [CART_EVENT, 'pageshow'], host);
  const store = useCallback((next: StoredCart) => saveCart(host, next), [host]);
  const reload = useCallback(() => loadCart(host), [host]);
  return { cart, store, reload };
}

/** `?step=` in the URL (cart, then checkout), so Back and reload land on the same step. */
export type Step = 'cart' | 'checkout';
export function useStep(): [Step, (s: Step) => void] {
  const read = (): Step => (typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('step') === 'checkout' ? 'checkout' : 'cart');
  const [step, setStep] = useState<Step>('cart');
  useEffect(() => {
    setStep(read());
    const onPop = () => setStep(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((s: Step) => {
    const u = new URL(window.location.href);
    if (s === 'cart') u.searchParams.delete('step');
    else u.searchParams.set('step', s);
    window.history.pushState(null, '', u.toString());
    setStep(s);
    window.scrollTo({ top: 0 });
  }, []);
  return [step, go];
}
