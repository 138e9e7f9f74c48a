'use client';
import { toastSuccess } from '@/components/shell/toast';
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { qk } from '@/lib/api/query-keys';
import { capacityFromServer } from '@/lib/api/refusals';
import { addAddon, removeGroup, setQuantity } from '@/lib/cart/rules';
import { expiredHolds, renewHolds } from '@/lib/cart/holds';
import { dropClosedLines } from '@/lib/cart/closed-lines';
import { venueMoment } from '@/lib/booking/sale-window';
import { outletsMixed } from '@/lib/cart/mixing';
import { lineCap, slotsOverCap } from '@/lib/booking/pass-cap';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import { randomKey, type StoredCart } from '@/lib/cart/storage';
import type { CartItem } from '@/lib/cart/types';
import type { Addon } from '@/lib/booking/types';
import { release, reserve } from './cart-store';

/**
 * The cart's changes (spec §4): remove a line (its group, releasing its holds), change a quantity within the rules
 * (a facility ticket's places held or released first), add an add-on to a booking, renew an expired hold; with the
 * line's message (capacity, spec §8) or notice.
 */
export function useCartEdits(reload: () => StoredCart, store: (c: StoredCart) => void, specialMode = false) {
  const t = useTranslations('cart');
  const locale = useLocale() as AppLocale;
  const timeZone = useTimeZone() ?? 'Asia/Dubai';
  // Special mode: the customer threshold of passes per session (spec §5), the booking modal's answer (same key).
  const { data: threshold = null } = useQuery({
    queryKey: qk.booking.threshold(),
    queryFn: async ({ signal }) => (await import('@/lib/api/booking')).customerThreshold(signal),
    enabled: specialMode,
    staleTime: Infinity,
  });
  const passCap = specialMode ? threshold : null;
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const capacityText = (e: unknown) => {
    const cap = capacityFromServer(e);
    return cap ? ('remaining' in cap ? t('capacityRemaining', { remaining: cap.remaining, requested: cap.requested }) : t(cap.key)) : t('failed');
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

  /**
   * The sale rules before the order (issue 23 item 1): lines no longer sold are dropped with the reason, a slot over
   * the special mode's threshold or a cart of two outlets is refused; answers the message, or null when all holds.
   */
  const saleRefusal = (): string | null => {
    const { cart: next, dropped } = dropClosedLines(reload(), venueMoment(timeZone));
    if (dropped.length) {
      store(next);
      const names = [...new Set(dropped.map((d) => pick(d.item.event?.eventName ?? d.item.name, locale)))].join(locale === 'ar' ? '، ' : ', ');
      return t('closedRemoved', { names, reason: t(dropped[0]!.reason) });
    }
    if (passCap != null && slotsOverCap(next.items, passCap).length) return t('participantsPerSession', { max: passCap });
    if (outletsMixed(next.items)) return t('outletsMixed');
    return null;
  };

  /** Before the order: the sale rules, then expired holds reserved again; answers the message to show when either fails. */
  const renewExpired = async (): Promise<string | null> => {
    const refused = saleRefusal();
    if (refused) return refused;
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
    // Special mode: the passes of the whole slot stay within the threshold (lib/booking/pass-cap, as the modal).
    const cap = lineCap(reload().items, item, passCap);
    if (cap != null && quantity > item.quantity && quantity > cap) return setError(t('participantsPerSession', { max: passCap! }));
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

  return { error, notice, setNotice, busy, renew, renewExpired, remove, change, addAddonLine, passCap };
}
