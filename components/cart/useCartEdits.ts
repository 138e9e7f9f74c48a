'use client';
import { toastSuccess } from '@/components/shell/toast';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { capacityFromServer } from '@/lib/api/refusals';
import { addAddon, removeGroup, setQuantity } from '@/lib/cart/rules';
import { expiredHolds, renewHolds } from '@/lib/cart/holds';
import { randomKey, type StoredCart } from '@/lib/cart/storage';
import type { CartItem } from '@/lib/cart/types';
import type { Addon } from '@/lib/booking/types';
import { release, reserve } from './cart-store';

/**
 * The cart's changes (spec §4): remove a line (its group, releasing its holds), change a quantity within the rules
 * (a facility ticket's places held or released first), add an add-on to a booking, renew an expired hold; with the
 * line's message (capacity, spec §8) or notice.
 */
export function useCartEdits(reload: () => StoredCart, store: (c: StoredCart) => void) {
  const t = useTranslations('cart');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const capacityText = (e: unknown) => {
    const cap = capacityFromServer(e);
    return cap ? ('remaining' in cap ? t('capacityRemaining', { remaining: cap.remaining, requested: cap.requested }) : t('capacityReached')) : t('failed');
  };

  const renew = useMutation({
    mutationFn: async (lines: CartItem[]) => ({ lines, until: await reserve(lines) }),
    onSuccess: ({ lines, until }) => {
      store(renewHolds(reload(), new Set(lines.map((l) => l.key)), until));
      setError(null);
      setNotice(t('reserved'));
    },
    onError: (e) => setError(capacityText(e)),
  });

  /** Before the order: expired holds reserved again; answers the message to show when that fails. */
  const renewExpired = async (): Promise<string | null> => {
    const due = expiredHolds(reload(), Date.now());
    if (!due.length) return null;
    try {
      const until = await reserve(due);
      store(renewHolds(reload(), new Set(due.map((d) => d.key)), until));
      return null;
    } catch (e) {
      return `${t('holdExpired')} ${capacityText(e)}`;
    }
  };

  const remove = async (item: CartItem) => {
    const { cart: next, removed } = removeGroup(reload(), item.key);
    store(next);
    setError(null);
    setNotice(t('removed'));
    await release(removed.filter((r) => !r.heldUntil || r.heldUntil > Date.now()));
  };

  const change = async (item: CartItem, quantity: number) => {
    setError(null);
    setNotice(null);
    if (item.maxQuantity != null && quantity > item.maxQuantity) return setError(t('maxQuantityReached', { max: item.maxQuantity }));
    const delta = quantity - item.quantity;
    if (!delta || quantity < 1) return;
    setBusy(true);
    try {
      if (item.facility && !item.isAddon) {
        if (delta > 0) await reserve([item], () => delta);
        else await release([item], () => -delta);
      }
      store(setQuantity(reload(), item.key, quantity));
    } catch (e) {
      setError(capacityText(e));
    } finally {
      setBusy(false);
    }
  };

  const addAddonLine = (ticket: CartItem, a: Addon, limit: number) => {
    const r = addAddon(reload(), {
      key: randomKey(),
      groupKey: ticket.groupKey,
      venueId: ticket.venueId,
      productType: 'facility',
      productId: a.id,
      name: a.name,
      quantity: 1,
      price: a.price,
      taxAmount: a.taxAmount,
      customers: [],
      isAddon: true,
      maxQuantity: limit,
    });
    if (!r.ok) return setError(t('addTicketFirst'));
    store(r.cart);
    setError(null);
    setNotice(null);
    toastSuccess(t('added'));
  };

  return { error, notice, setNotice, busy, renew, renewExpired, remove, change, addAddonLine };
}
