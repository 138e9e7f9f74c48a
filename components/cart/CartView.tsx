'use client';
import { toastSuccess } from '@/components/shell/toast';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { clearBenefits } from '@/lib/cart/benefits';
import { closedLines } from '@/lib/cart/closed-lines';
import { outletsMixed } from '@/lib/cart/mixing';
import { href } from '@/lib/routing/links';
import type { CheckoutProps } from '../checkout/CheckoutPanel';
import { usePendingOrder } from '../checkout/usePendingOrder';
import { useCheckoutUser, usePayer } from '../checkout/useCheckoutUser';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';
import { useBenefits } from './useBenefits';
import { useCartEdits } from './useCartEdits';
import { useVenueNow } from '../add-to-cart/useVenueNow';
import { useCart, useStep } from './useCart';
import styles from './cart.module.css';

/** Loaded on demand: checkout, the typed client and their schemas (zod) stay out of the cart's first load. */
const CheckoutPanel = lazy(() => import('../checkout/CheckoutPanel').then((m) => ({ default: m.CheckoutPanel })));
/** The approval dialog, loaded when an order needs the venue's approval (issue 27 §2: the cart's first load). */
const ApprovalModal = lazy(() => import('../checkout/ApprovalModal').then((m) => ({ default: m.ApprovalModal })));
/** The order in progress, loaded only when there is one (issue 27 §2). */
const LazyPendingOrderPanel = lazy(() => import('../checkout/PendingOrderPanel').then((m) => ({ default: m.PendingOrderPanel })));
function PendingOrderPanel(props: ComponentProps<typeof LazyPendingOrderPanel>) {
  return props.pending.order ? (
    <Suspense fallback={null}>
      <LazyPendingOrderPanel {...props} />
    </Suspense>
  ) : null;
}

export interface CartViewProps extends Omit<CheckoutProps, 'cart' | 'store' | 'renewHolds' | 'onBack' | 'memberCard' | 'onCleared' | 'onApproval' | 'pending'> {
  homeHref: string;
  /** The tenant's payment page is reached by a form post (tenants.json `paymentFormPost`, spec §4 order result). */
  paymentFormPost?: boolean;
}

/**
 * The cart (spec §2, §4, §9): lines grouped by type with their details and add-on cards, quantities within the
 * rules, each facility hold counting down, promo code and member card benefits (benefits/verify), order notes, then
 * checkout on the same page (`?step=checkout`).
 */
export function CartView(props: CartViewProps) {
  const { host, locale, currency, homeHref } = props;
  const t = useTranslations('cart');
  const tk = useTranslations('checkout');
  const { cart, store, reload } = useCart(host);
  const [step, go] = useStep();
  const [approvalToken, setApprovalToken] = useState<string | null>(null);
  const { user } = useCheckoutUser();
  const payer = usePayer(!!user && !user.anonymous);
  const memberCard = user?.member ? (payer.data?.memberCard ?? null) : null;
  const benefits = useBenefits(cart, reload, store);
  const edits = useCartEdits(reload, store, props.specialMode);
  // The venue's clock, read on load and once a minute: a line closes in the cart as it would at the order.
  const now = useVenueNow(useTimeZone() ?? 'Asia/Dubai', Date.now());
  // The order in progress (issue 24 item 1): continued or cancelled from here; gone, its lines are reserved again.
  const pending = usePendingOrder({ enabled: !!user, reload, store, reReserve: edits.renew.mutate, formPost: !!props.paymentFormPost });
  const orderHold = pending.order?.expiresAt ?? null;

  if (!cart) return <p aria-busy="true" />;

  if (!cart.items.length) {
    return (
      <div className={styles.empty}>
        <PendingOrderPanel pending={pending} locale={locale} />
        <p>{t('empty')}</p>
        {edits.notice ? (
          <p role="status" className={styles.notice}>
            {edits.notice}
          </p>
        ) : null}
        <a className="button" href={homeHref}>
          {t('browse')}
        </a>
        {approvalToken ? (
          <Suspense fallback={null}>
            <ApprovalModal open orderHref={href(`/paymentsuccess/${encodeURIComponent(approvalToken)}`, locale)} />
          </Suspense>
        ) : null}
      </div>
    );
  }

  if (step === 'checkout') {
    return (
      <Suspense fallback={<p aria-busy="true">{tk('loading')}</p>}>
        <CheckoutPanel
          {...props}
          cart={cart}
          store={store}
          memberCard={memberCard}
          renewHolds={edits.renewExpired}
          onBack={() => go('cart')}
          onCleared={() => {
            // Spec §4 cart warning, §8 success toasts: 'Cart Cleared Successfully'.
            edits.setNotice(null);
            toastSuccess(tk('cartCleared'));
            go('cart');
          }}
          onApproval={setApprovalToken}
          pending={pending}
        />
      </Suspense>
    );
  }

  const closed = new Map(closedLines(cart.items, now).map((c) => [c.item.key, c.reason]));
  // Checkout is refused while the cart breaks a sale rule; the ids of the messages saying why.
  const blocked = [outletsMixed(cart.items) ? 'outlet-warning' : null, closed.size ? 'closed-warning' : null].filter(Boolean).join(' ') || null;
  return (
    <div className={styles.layout}>
      <div className={styles.lines}>
        <PendingOrderPanel pending={pending} locale={locale} />
        <CartLines
          cart={cart}
          locale={locale}
          currency={currency}
          busy={edits.busy}
          renewing={edits.renew.isPending}
          onQuantity={(x, q) => void edits.change(x, q)}
          onRemove={(x) => void edits.remove(x)}
          onRenew={(tickets) => edits.renew.mutate(tickets)}
          onAddon={edits.addAddonLine}
          passCap={edits.passCap}
          closed={closed}
          orderHold={orderHold}
        />
        <p role="alert" className={styles.error}>
          {edits.error ?? ''}
        </p>
        <p role="status" className={styles.notice}>
          {edits.notice ?? ''}
        </p>
      </div>
      <CartSummary
        cart={cart}
        currency={currency}
        memberCard={memberCard}
        checking={benefits.checking}
        promoError={benefits.promoError}
        onPromotion={(p) => {
          benefits.setPromoError(null);
          store({ ...clearBenefits(reload()), promotion: p });
        }}
        onClearPromotion={() => {
          benefits.setPromoError(null);
          store(clearBenefits(reload()));
          edits.setNotice(t('promoCleared'));
        }}
        onNotes={(notes) => store({ ...reload(), orderNotes: notes })}
        onCheckout={() => go('checkout')}
        blocked={blocked}
      />
    </div>
  );
}
