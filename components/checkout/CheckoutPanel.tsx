'use client';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { guestLoginOffered } from '@/lib/auth/guest';
import type { StoredCart } from '@/lib/cart/storage';
import { paymentMethods } from '@/lib/checkout/who';
import { formatPrice } from '@/lib/format/price';
import { GuestLogin } from '@/components/auth/GuestLogin';
import { useLoginGate } from '@/components/auth/LoginGate';
import type { LoginSettings } from '@/lib/auth/login-settings';
import { cancelPendingOrder, fetchBalances, fetchCards } from '@/lib/api/commerce';
import { qk } from '@/lib/api/query-keys';
import { release } from '../cart/cart-store';
import { PayerDetails } from './PayerDetails';
import { PaymentChoice, type PaymentState } from './PaymentChoice';
import { CartWarningModal } from './CheckoutModals';
import { OrderSummary } from './OrderSummary';
import { PendingOrderPanel } from './PendingOrderPanel';
import type { PendingOrderState } from './usePendingOrder';
import { useCheckoutUser, usePayer } from './useCheckoutUser';
import { usePayerForm } from './usePayerForm';
import { usePlaceOrder } from './usePlaceOrder';
import { useCharged } from './useCharged';
import styles from './checkout.module.css';

export interface CheckoutProps {
  host: string;
  locale: AppLocale;
  currency: string;
  /** The venue's sign-in settings for the login modal (spec §2). */
  login: LoginSettings;
  guestCheckout: boolean;
  specialMode: boolean;
  termsText: string | null;
  cart: StoredCart;
  store: (c: StoredCart) => void;
  memberCard: string | null;
  /** Re-reserves expired holds before the order; answers the message to show when that fails. */
  renewHolds: () => Promise<string | null>;
  onBack: () => void;
  /** The cart was cleared from the cart warning modal ('Cart Cleared Successfully'). */
  onCleared: () => void;
  /** The order awaits the venue's approval (the approval modal). */
  onApproval: (token: string) => void;
  /** The order in progress (issue 24 item 1), read by the cart island. */
  pending: PendingOrderState;
}

/**
 * Checkout (spec §4 order result, §6 roles): who pays (signed-in customer, guest, partner), the payer's details, how
 * they pay, then the order (usePlaceOrder) and its result. A refusal shows the provider's message and keeps the cart.
 */
export function CheckoutPanel(p: CheckoutProps) {
  const t = useTranslations('checkout');
  const tc = useTranslations('cart');
  const tf = useTranslations('commercefix');
  const tm = useTranslations('money');
  const { user, who, loaded, refresh, signOut } = useCheckoutUser();
  // Sign in over the checkout (spec §2 login modal): the cart and this step stay as they are.
  const gate = useLoginGate({ locale: p.locale, settings: p.login });
  const signedIn = who !== 'anonymous';
  const registered = who === 'customer' || who === 'partner';
  const balancesQ = useQuery({ queryKey: qk.balances, queryFn: fetchBalances, enabled: registered, retry: false });
  const cardsQ = useQuery({ queryKey: qk.cards, queryFn: fetchCards, enabled: registered, retry: false, staleTime: 300_000 });
  const [payment, setPayment] = useState<PaymentState>({ method: 'card', cardId: null, saveCard: false });
  // What is charged: the provider's figures for this cart (issue 23), not the prices stored in the browser.
  const totals = useCharged(p.cart);
  const overCredit = payment.method === 'credit' && !!balancesQ.data?.credit && totals.total > balancesQ.data.credit.available;

  const payer = usePayerForm(usePayer(signedIn), signedIn, () => order.setError(null));
  const order = usePlaceOrder({
    ...p,
    form: payer.form,
    payment,
    overCredit,
    payerLoading: payer.loading,
    signIn: () => {
      signOut();
      gate.ask(refresh);
    },
  });

  // The second-order warning shows the order in progress as the provider has it now (issue 24 item 1).
  const refreshPending = p.pending.refresh;
  useEffect(() => {
    if (order.warning) refreshPending();
  }, [order.warning, refreshPending]);

  const clearCart = async () => {
    const items = p.cart.items;
    // The order waiting for payment is cancelled too, so the next order goes through (docs/commerce.md).
    await cancelPendingOrder().catch(() => undefined);
    order.setWarning(false);
    p.pending.refresh();
    p.onCleared();
    p.store({ items: [] });
    await release(items.filter((i) => !i.heldUntil || i.heldUntil > Date.now()));
  };

  const guestOffered = guestLoginOffered({ guestCheckout: p.guestCheckout, specialMode: p.specialMode, items: p.cart.items });
  // The payer's details are filled from the profile: Pay waits for them rather than refuse an empty form.
  const busy = order.placing || payer.loading || totals.pending;
  const name = user?.name ?? '';

  return (
    <div className={styles.checkout}>
      <button type="button" className="button button-outline" onClick={p.onBack}>
        {t('backToCart')}
      </button>
      <h2 className={styles.title}>{t('title')}</h2>
      <PendingOrderPanel pending={p.pending} locale={p.locale} headingLevel={3} />
      <div className={styles.columns}>
        <OrderSummary cart={p.cart} locale={p.locale} currency={p.currency} totals={totals} orderHold={p.pending.order?.expiresAt ?? null} />
        <div className={styles.pay}>
          {!loaded ? (
            <p aria-busy="true">{t('loading')}</p>
          ) : !signedIn ? (
            <section className={styles.who} aria-labelledby="who-title">
              <h3 id="who-title">{t('signInTitle')}</h3>
              <p>{t('signInText')}</p>
              <button type="button" className="button button-cta" aria-haspopup="dialog" onClick={() => gate.ask(refresh)}>
                {t('signIn')}
              </button>
              {gate.modal}
              {guestOffered ? <GuestLogin termsText={p.termsText} onDone={refresh} /> : null}
            </section>
          ) : (
            <form
              method="post"
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                // An order already in progress: the warning with it, rather than a second order the provider refuses.
                if (!p.pending.order) return order.submit(e);
                e.preventDefault();
                order.setWarning(true);
              }}
            >
              <p className={styles.whoLine}>{who === 'guest' ? t('asGuest', { name }) : who === 'partner' ? t('asPartner', { name }) : t('asCustomer', { name })}</p>
              <PayerDetails form={payer.form} filled={payer.filled} />
              <PaymentChoice methods={paymentMethods(who)} value={payment} onChange={setPayment} balances={balancesQ.data ?? null} cards={cardsQ.data ?? []} total={totals.total} currency={p.currency} />
              <dl className={styles.total} aria-busy={totals.pending}>
                <dt>{tc('tax')}</dt>
                <dd>{totals.pending ? '…' : formatPrice(totals.tax, p.currency)}</dd>
                <dt>{tc('total')}</dt>
                <dd>{totals.pending ? '…' : formatPrice(totals.total, p.currency)}</dd>
              </dl>
              {totals.changed ? (
                <p role="status" className={styles.notice}>
                  {tm('priceChanged', { amount: formatPrice(totals.total, p.currency) })}
                </p>
              ) : null}
              <p role="alert" className={styles.error}>
                {order.error ?? ''}
              </p>
              <button type="submit" className="button button-cta button-block" disabled={busy || overCredit} aria-busy={busy}>
                {order.placing ? t('placing') : payer.loading ? tf('loadingPayer') : totals.pending ? tm('pricing') : t('pay', { amount: formatPrice(totals.total, p.currency) })}
              </button>
            </form>
          )}
        </div>
      </div>
      <CartWarningModal
        open={order.warning}
        pending={p.pending}
        locale={p.locale}
        onClear={() => void clearCart()}
        onView={() => {
          order.setWarning(false);
          p.onBack();
        }}
      />
    </div>
  );
}
