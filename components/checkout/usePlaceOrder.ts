'use client';
import { toastError } from '@/components/shell/toast';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { qk } from '@/lib/api/query-keys';
import { orderRefusalOf, submitOrder, type OrderInput } from '@/lib/api/commerce';
import { randomKey, type StoredCart } from '@/lib/cart/storage';
import type { PayerForm } from '@/lib/checkout/request';
import { payerMobile } from '@/lib/checkout/payer-mobile';
import { orderRefusal } from '@/lib/checkout/refusal';
import { goToPayment } from './payment-redirect';
import type { PaymentState } from './PaymentChoice';

export interface PlaceOrderOptions {
  locale: AppLocale;
  cart: StoredCart;
  store: (c: StoredCart) => void;
  form: UseFormReturn<PayerForm>;
  payment: PaymentState;
  /** The credit facility would be exceeded (the page's own check; the server checks again). */
  overCredit: boolean;
  /** The payer's details are still loading: Pay waits. */
  payerLoading: boolean;
  /** Re-reserves expired holds before the order; answers the message to show when that fails. */
  renewHolds: () => Promise<string | null>;
  onApproval: (token: string) => void;
  /** No session after all: sign in over the checkout, then pay again. */
  signIn: () => void;
}

/**
 * Pay (spec §4 order result): the payer form is checked, expired holds are reserved again, then one order per
 * attempt (an idempotency key kept when no answer came, so a retry is the same attempt) and its result: the payment
 * page, success, or approval required. A refusal (lib/checkout/refusal.ts) shows its message beside the button and as
 * an error toast (spec §8 order failure) and keeps the cart.
 */
export function usePlaceOrder(o: PlaceOrderOptions) {
  const t = useTranslations('checkout');
  const tc = useTranslations('cart');
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const attemptKey = useRef<string | null>(null);
  // An attempt runs from the press to its answer, and on while the browser leaves for the payment or success page:
  // a second press in that time (a double click, Enter held) does nothing.
  const busy = useRef(false);
  const left = useRef(false);
  const leave = (go: () => void) => {
    left.current = true;
    setLeaving(true);
    go();
  };
  useEffect(() => {
    // Back from the payment page (a page restored from the cache): Pay works again.
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      left.current = busy.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  const order = useMutation({ mutationFn: (v: { input: OrderInput; key: string }) => submitOrder(v.input, v.key) });

  // spec §8: an expired session says so on the login page and comes back here.
  const toLogin = () => window.location.assign(href('/login', o.locale, { nextUrl: `${window.location.pathname}${window.location.search}`, error: 'SessionExpired' }));

  const refused = (e: unknown): string | null => {
    const r = orderRefusalOf(e);
    const outcome = orderRefusal(r);
    switch (outcome.kind) {
      case 'checkout':
        return t(outcome.key);
      case 'cart':
        return tc(outcome.key);
      case 'pendingOrder':
        setWarning(true);
        return null;
      case 'fields':
        for (const [k, v] of Object.entries(outcome.fields)) o.form.setError(k === 'mobile' ? 'mobileNumber' : (k as keyof PayerForm), { message: v });
        return t('fixErrors');
      case 'signIn':
        o.signIn();
        return null;
      case 'sessionExpired':
        if (!r.leaving) toLogin();
        return null;
      case 'server':
        return outcome.message ?? t('failed');
    }
  };

  const place = async (payer: PayerForm) => {
    if (o.overCredit) return setError(t('creditLimit'));
    const { cart, payment } = o;
    const input: OrderInput = {
      items: cart.items,
      payment: { method: payment.method, cardId: payment.method === 'card' ? payment.cardId : null, saveCard: payment.saveCard },
      payer: { firstName: payer.firstName, lastName: payer.lastName, email: payer.email, mobile: payerMobile(payer) },
      promotionCode: cart.promotion?.type === 'promo' ? cart.promotion.code : null,
      memberCardNumber: cart.promotion?.type === 'memberships' ? cart.promotion.code : null,
      orderNotes: cart.orderNotes || null,
      locale: o.locale,
    };
    const holdProblem = await o.renewHolds();
    if (holdProblem) return setError(holdProblem);
    attemptKey.current ??= randomKey();
    const placed = await order.mutateAsync({ input, key: attemptKey.current }).catch((e: unknown) => {
      if (orderRefusalOf(e).code !== 'network') attemptKey.current = null;
      const text = refused(e);
      // Spec §8 order failure: the provider's message, beside the button and as an error toast.
      if (text) {
        setError(text);
        toastError(text);
      }
      return null;
    });
    if (!placed) return;
    attemptKey.current = null;
    void qc.invalidateQueries({ queryKey: qk.balances });
    const toPay = placed.result === 'redirect' ? placed.payment : null;
    if (toPay) {
      o.store({ ...cart, pendingOrder: { token: placed.token, at: Date.now() } });
      leave(() => goToPayment(toPay));
      return;
    }
    // Paid in full (wallet, q-points, credit) or awaiting approval: the cart is reset (spec §4 order result).
    if (placed.result === 'approval') {
      o.onApproval(placed.token);
      o.store({ items: [] });
    } else {
      o.store({ items: [] });
      leave(() => window.location.assign(href(`/paymentsuccess/${encodeURIComponent(placed.token)}`, o.locale)));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy.current || leaving || o.payerLoading) return;
    // Taken before the form's checks, which answer a promise later: a double click's second press sees it.
    busy.current = true;
    setError(null);
    void o.form.handleSubmit(place, () => setError(t('fixErrors')))().finally(() => {
      busy.current = left.current;
    });
  };

  return { submit, error, setError, placing: order.isPending || leaving, leaving, warning, setWarning };
}
