'use client';
import { toastError } from '@/components/shell/toast';
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { fetchSession, type SessionUser } from '@/lib/api/session';
import { guestLoginOffered } from '@/lib/auth/guest';
import { cartTotals } from '@/lib/cart/rules';
import { orderBundle } from '@/lib/cart/order';
import { randomKey, type StoredCart } from '@/lib/cart/storage';
import { checkouterOf, paymentMethods } from '@/lib/checkout/who';
import { checkoutRequestSchema, type CheckoutAnswer } from '@/lib/checkout/request';
import { combinePhone, isValidPhone } from '@/lib/validation/phone';
import { formatPrice } from '@/lib/format/price';
import { GuestLogin } from '@/components/auth/GuestLogin';
import { useLoginGate } from '@/components/auth/LoginGate';
import type { LoginSettings } from '@/lib/auth/login-settings';
import { release } from '../cart/cart-store';
import { cancelPendingOrder, fetchBalances, fetchCards, fetchPayer, submitOrder } from '@/lib/api/commerce';
import { qk } from '@/lib/api/query-keys';
import { goToPayment } from './payment-redirect';
import { PayerDetails, type PayerForm } from './PayerDetails';
import { PaymentChoice, type PaymentState } from './PaymentChoice';
import { CartWarningModal } from './CheckoutModals';
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
}

const EMPTY_PAYER: PayerForm = { firstName: '', lastName: '', email: '', countryCode: '971', mobileNumber: '' };

/**
 * Checkout (spec §4 order result, §6 roles): who pays (signed-in customer, guest, partner), the payer's details, how
 * they pay, then one order per click (an idempotency key per attempt) and its result: the payment page, success or
 * approval required. A refusal shows the provider's message and keeps the cart.
 */
export function CheckoutPanel(p: CheckoutProps) {
  const t = useTranslations('checkout');
  const tc = useTranslations('cart');
  const tf = useTranslations('commercefix');
  const qc = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void fetchSession().then((u) => {
      setUser(u);
      setLoaded(true);
    });
  }, []);
  const refreshUser = () => void fetchSession({ fresh: true }).then((u) => setUser(u));
  // Sign in over the checkout (spec §2 login modal): the cart and this step stay as they are.
  const gate = useLoginGate({ locale: p.locale, settings: p.login });
  const who = checkouterOf(user);
  const signedIn = who !== 'anonymous';
  const registered = who === 'customer' || who === 'partner';
  const payerQ = useQuery({ queryKey: ['payer', user?.name ?? '', who], queryFn: fetchPayer, enabled: signedIn, retry: false, staleTime: 300_000 });
  const balancesQ = useQuery({ queryKey: qk.balances, queryFn: fetchBalances, enabled: registered, retry: false });
  const cardsQ = useQuery({ queryKey: qk.cards, queryFn: fetchCards, enabled: registered, retry: false, staleTime: 300_000 });

  const [payer, setPayer] = useState<PayerForm>(EMPTY_PAYER);
  const touched = useRef(false);
  // The profile's details are in the form (or the profile could not be read and the payer types them): only then
  // may Pay check the form, so a press while they load never shows 'required' for fields about to be filled.
  const [payerSettled, setPayerSettled] = useState(false);
  useEffect(() => {
    if (payerQ.data && !touched.current) {
      const d = payerQ.data;
      setPayer({ firstName: d.firstName, lastName: d.lastName, email: d.email, countryCode: d.countryCode || '971', mobileNumber: d.mobileNumber });
      setErrors({});
      setError(null);
    }
    if (payerQ.data || payerQ.isError) setPayerSettled(true);
  }, [payerQ.data, payerQ.isError]);
  const payerLoading = signedIn && !payerSettled;
  const [payment, setPayment] = useState<PaymentState>({ method: 'card', cardId: null, saveCard: false });
  const [errors, setErrors] = useState<Partial<Record<keyof PayerForm, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setLeaving(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const totals = cartTotals(p.cart);
  const methods = paymentMethods(who);
  const overCredit = payment.method === 'credit' && !!balancesQ.data?.credit && totals.total > balancesQ.data.credit.available;

  // One key per checkout attempt: kept when the answer never came (a retry is the same attempt), renewed after one.
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const order = useMutation({ mutationFn: (v: { body: Parameters<typeof submitOrder>[0]; key: string }) => submitOrder(v.body, v.key) });

  const here = () => `${window.location.pathname}${window.location.search}`;
  // spec §8: an expired session says so on the login page and comes back here.
  const toLogin = () => window.location.assign(href('/login', p.locale, { nextUrl: here(), error: 'SessionExpired' }));

  const refusal = (a: Extract<CheckoutAnswer, { ok: false }>): string | null => {
    switch (a.code) {
      case 'pending_order':
        setWarning(true);
        return null;
      case 'credit_limit':
        return t('creditLimit');
      case 'insufficient_wallet':
        return t('insufficientWallet');
      case 'insufficient_qpoints':
        return t('insufficientQpoints');
      case 'sold_out':
        return tc('capacityReached');
      case 'promo_invalid':
        return tc('promoNotValid');
      case 'invalid_venue':
        return t('invalidVenue');
      case 'membership_mixed':
        return t('membershipMixed');
      case 'guest_not_allowed':
        return t('guestNotAllowed');
      case 'invalid':
        setErrors((a.fields ?? {}) as typeof errors);
        return t('fixErrors');
      case 'login_required':
        // No session after all: sign in over the checkout, then pay again.
        setUser(null);
        gate.ask(refreshUser);
        return null;
      case 'session_expired':
        toLogin();
        return null;
      case 'provider_down':
      case 'network':
        return t('failed');
      default:
        return a.message ?? t('failed');
    }
  };

  const pay = async () => {
    if (inFlight.current || leaving || payerLoading) return;
    setError(null);
    const mobileOk = isValidPhone(payer.countryCode, payer.mobileNumber);
    const body = {
      bundle: orderBundle(p.cart.items),
      payment: { method: payment.method, cardId: payment.method === 'card' ? payment.cardId : null, saveCard: payment.saveCard },
      payer: { firstName: payer.firstName, lastName: payer.lastName, email: payer.email, mobile: combinePhone(payer.countryCode, payer.mobileNumber) },
      promotionCode: p.cart.promotion?.type === 'promo' ? p.cart.promotion.code : null,
      memberCardNumber: p.cart.promotion?.type === 'memberships' ? p.cart.promotion.code : null,
      orderNotes: p.cart.orderNotes || null,
      locale: p.locale,
    };
    const check = checkoutRequestSchema.safeParse(body);
    const fieldErrs: Partial<Record<keyof PayerForm, string>> = {};
    if (!check.success) {
      for (const i of check.error.issues) {
        const k = i.path[0] === 'payer' ? i.path[1] : null;
        const key = k === 'mobile' ? 'mobileNumber' : (k as keyof PayerForm | null);
        if (key && !fieldErrs[key]) fieldErrs[key] = i.message;
      }
    }
    if (!payer.mobileNumber.trim()) fieldErrs.mobileNumber = 'mobileRequired';
    else if (!mobileOk) fieldErrs.mobileNumber = 'mobileInvalid';
    setErrors(fieldErrs);
    if (Object.keys(fieldErrs).length || !check.success) return setError(t('fixErrors'));
    if (overCredit) return setError(t('creditLimit'));

    inFlight.current = true;
    try {
      const holdProblem = await p.renewHolds();
      if (holdProblem) return setError(holdProblem);
      attemptKey.current ??= randomKey();
      const a = await order.mutateAsync({ body, key: attemptKey.current });
      if (a.ok || a.code !== 'network') attemptKey.current = null;
      if (!a.ok) {
        const text = refusal(a);
        // Spec §8 order failure: the provider's message, beside the button and as an error toast.
        if (text) {
          setError(text);
          toastError(text);
        }
        return;
      }
      void qc.invalidateQueries({ queryKey: qk.balances });
      if (a.result === 'redirect' && a.payment) {
        setLeaving(true);
        p.store({ ...p.cart, pendingOrder: { token: a.token, at: Date.now() } });
        goToPayment(a.payment);
        return;
      }
      // Paid in full (wallet, q-points, credit) or awaiting approval: the cart is reset (spec §4 order result).
      if (a.result === 'approval') {
        p.onApproval(a.token);
        p.store({ items: [] });
      } else {
        p.store({ items: [] });
        setLeaving(true);
        window.location.assign(href(`/paymentsuccess/${encodeURIComponent(a.token)}`, p.locale));
      }
    } finally {
      inFlight.current = false;
    }
  };

  const clearCart = async () => {
    const items = p.cart.items;
    // The order waiting for payment is cancelled too, so the next order goes through (docs/commerce.md).
    await cancelPendingOrder().catch(() => undefined);
    setWarning(false);
    p.onCleared();
    p.store({ items: [] });
    await release(items.filter((i) => !i.heldUntil || i.heldUntil > Date.now()));
  };

  const guestOffered = guestLoginOffered({ guestCheckout: p.guestCheckout, specialMode: p.specialMode, items: p.cart.items });
  // The payer's details are filled from the profile: Pay waits for them rather than refuse an empty form.
  const busy = order.isPending || leaving || payerLoading;

  return (
    <div className={styles.checkout}>
      <button type="button" className="button button-outline" onClick={p.onBack}>
        {t('backToCart')}
      </button>
      <h2 className={styles.title}>{t('title')}</h2>
      {!loaded ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : !signedIn ? (
        <section className={styles.who} aria-labelledby="who-title">
          <h3 id="who-title">{t('signInTitle')}</h3>
          <p>{t('signInText')}</p>
          <button type="button" className="button button-cta" aria-haspopup="dialog" onClick={() => gate.ask(refreshUser)}>
            {t('signIn')}
          </button>
          {gate.modal}
          {guestOffered ? <GuestLogin termsText={p.termsText} onDone={refreshUser} /> : null}
        </section>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void pay();
          }}
        >
          <p className={styles.whoLine}>{who === 'guest' ? t('asGuest', { name: user?.name ?? '' }) : who === 'partner' ? t('asPartner', { name: user?.name ?? '' }) : t('asCustomer', { name: user?.name ?? '' })}</p>
          <PayerDetails
            value={payer}
            onChange={(v) => {
              touched.current = true;
              setPayer(v);
            }}
            errors={errors}
          />
          <PaymentChoice methods={methods} value={payment} onChange={setPayment} balances={balancesQ.data ?? null} cards={cardsQ.data ?? []} total={totals.total} currency={p.currency} />
          <dl className={styles.total}>
            <dt>{tc('total')}</dt>
            <dd>{formatPrice(totals.total, p.currency)}</dd>
          </dl>
          <p role="alert" className={styles.error}>
            {error ?? ''}
          </p>
          <button type="submit" className="button button-cta button-block" disabled={busy || overCredit} aria-busy={busy}>
            {order.isPending || leaving ? t('placing') : payerLoading ? tf('loadingPayer') : t('pay', { amount: formatPrice(totals.total, p.currency) })}
          </button>
        </form>
      )}
      <CartWarningModal
        open={warning}
        onClear={() => void clearCart()}
        onView={() => {
          setWarning(false);
          p.onBack();
        }}
      />
    </div>
  );
}
