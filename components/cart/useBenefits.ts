'use client';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { refusalMessage } from '@/lib/api/refusals';
import { qk } from '@/lib/api/query-keys';
import { applyBenefits, benefitsRefusal, benefitsSignature, clearBenefits } from '@/lib/cart/benefits';
import type { Cart } from '@/lib/cart/types';
import type { StoredCart } from '@/lib/cart/storage';

/** The typed commerce client, loaded on demand: its schemas (zod) stay out of the cart's first load. */
const commerce = () => import('@/lib/api/commerce');

/**
 * Promo code and member card benefits (spec §7 benefits/verify): asked whenever the promotion or the lines change
 * (one query per benefitsSignature); the answer is applied only to the lines it was asked for, a refusal clears the
 * discounts and says why (spec §5 other messages).
 */
export function useBenefits(cart: StoredCart | null, reload: () => StoredCart, store: (c: StoredCart) => void) {
  const t = useTranslations('cart');
  const sentRef = useRef<Cart | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const benefits = useQuery({
    queryKey: qk.benefits(cart ? benefitsSignature(cart) : ''),
    enabled: !!cart?.promotion && cart.items.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async () => {
      const sent = reload();
      sentRef.current = sent;
      const by = sent.promotion!.type === 'promo' ? { promotionCode: sent.promotion!.code } : { cardNumber: sent.promotion!.code };
      return (await commerce()).verifyBenefits(sent, by);
    },
  });
  useEffect(() => {
    if (benefits.data && sentRef.current) {
      const now = reload();
      const next = applyBenefits(now, sentRef.current, benefits.data);
      if (next !== now && JSON.stringify(next) !== JSON.stringify(now)) store(next);
      setPromoError(null);
    }
  }, [benefits.data, reload, store]);
  useEffect(() => {
    if (!benefits.error) return;
    const key = benefitsRefusal(refusalMessage(benefits.error, ''));
    setPromoError(key ? t(key) : refusalMessage(benefits.error, t('failed')));
    store(clearBenefits(reload()));
  }, [benefits.error, reload, store, t]);
  return { checking: benefits.isFetching, promoError, setPromoError };
}
