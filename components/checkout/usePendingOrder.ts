'use client';
import { toastError, toastSuccess } from '@/components/shell/toast';
import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { qk } from '@/lib/api/query-keys';
import { expiredHolds } from '@/lib/cart/holds';
import type { StoredCart } from '@/lib/cart/storage';
import type { CartItem } from '@/lib/cart/types';
import { afterOrderGone, orderHoldLive } from '@/lib/checkout/pending-order';
import { goToPayment } from './payment-redirect';

/** The typed commerce client, loaded on demand: its schemas (zod) stay out of the cart's first load (page-weight test). */
const commerce = () => import('@/lib/api/commerce');

export interface PendingOrderOptions {
  /** A session exists (customer or guest): only then can the provider have an order of theirs. */
  enabled: boolean;
  reload: () => StoredCart;
  store: (c: StoredCart) => void;
  /** Reserve the cart's lines again (the order that held them is gone). */
  reReserve: (lines: CartItem[]) => void;
  formPost: boolean;
}

/**
 * The order in progress (issue 24 item 1): read from the provider (orders/pending), continued on its own payment
 * page, or cancelled (DELETE orders/pending). When it is gone (cancelled, or expired past its hold) the cart that
 * placed it drops its mark and reserves its lines again; the lines themselves never change.
 */
export function usePendingOrder(o: PendingOrderOptions) {
  const t = useTranslations('orderInProgress');
  const qc = useQueryClient();
  const q = useQuery({ queryKey: qk.pendingOrder, queryFn: async () => (await commerce()).fetchPendingOrder(), enabled: o.enabled, retry: false, staleTime: 0 });
  const [now, setNow] = useState(() => Date.now());
  const [leaving, setLeaving] = useState(false);
  const { reload, store, reReserve } = o;

  const gone = useCallback(() => {
    const cart = reload();
    if (!cart.pendingOrder) return;
    const next = afterOrderGone(cart, Date.now());
    store(next);
    const due = expiredHolds(next, Date.now());
    if (due.length) reReserve(due);
  }, [reload, store, reReserve]);

  // Back from the payment page (a page restored from the cache): read the order again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      setLeaving(false);
      void qc.invalidateQueries({ queryKey: qk.pendingOrder });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [qc]);

  // The provider has no order in progress any more (expired, or cancelled elsewhere): the cart is the customer's again.
  useEffect(() => {
    if (q.isSuccess && !q.isFetching && !q.data) gone();
  }, [q.isSuccess, q.isFetching, q.data, gone]);

  const cancel = useMutation({
    mutationFn: async () => (await commerce()).cancelPendingOrder(),
    onSuccess: () => {
      qc.setQueryData(qk.pendingOrder, null);
      gone();
      toastSuccess(t('cancelled'));
    },
    onError: () => toastError(t('cancelFailed')),
  });

  const order = orderHoldLive(q.data, now) ? q.data : null;
  return {
    order,
    cancel: () => cancel.mutate(),
    cancelling: cancel.isPending,
    leaving,
    /** Continue to payment: the same provider page, by redirect or the tenant's form post (spec §4 order result). */
    resume: () => {
      if (!order) return;
      setLeaving(true);
      goToPayment({ url: order.payment.url, transactionId: order.payment.transactionId, formPost: o.formPost });
    },
    /** The countdown reached zero: the provider is asked again (it settles the order as expired). */
    expired: () => {
      setNow(Date.now());
      void qc.invalidateQueries({ queryKey: qk.pendingOrder });
    },
    refresh: useCallback(() => void qc.invalidateQueries({ queryKey: qk.pendingOrder }), [qc]),
  };
}

export type PendingOrderState = ReturnType<typeof usePendingOrder>;
