'use client';
import { toastSuccess } from '@/components/shell/toast';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/api/session';
import { capacityFromServer, refusalMessage } from '@/lib/api/refusals';
import { addAddon, cartTotals, facilityGroups, groupByType, removeGroup, setQuantity } from '@/lib/cart/rules';
import { applyBenefits, benefitsRefusal, benefitsRequest, benefitsSignature, clearBenefits } from '@/lib/cart/benefits';
import { expiredHolds, renewHolds } from '@/lib/cart/holds';
import { outletWarning } from '@/lib/cart/add';
import { randomKey } from '@/lib/cart/storage';
import type { Cart, CartItem } from '@/lib/cart/types';
import type { Addon } from '@/lib/booking/types';
import { formatPrice } from '@/lib/format/price';
import type { CheckoutProps } from '../checkout/CheckoutPanel';
import { ApprovalModal } from '../checkout/CheckoutModals';
import { href } from '@/lib/routing/links';
import { release, reserve } from './cart-store';
import { CartLine } from './CartLine';
import { AddonCards } from './AddonCards';
import { HoldTimer } from './HoldTimer';
import { PromoBox } from './PromoBox';
import { useCart, useStep } from './useCart';
import styles from './cart.module.css';

/** Loaded on demand: checkout, the typed client and their schemas (zod) stay out of the cart's first load. */
const commerce = () => import('@/lib/api/commerce');
const CheckoutPanel = lazy(() => import('../checkout/CheckoutPanel').then((m) => ({ default: m.CheckoutPanel })));

export interface CartViewProps extends Omit<CheckoutProps, 'cart' | 'store' | 'renewHolds' | 'onBack' | 'memberCard' | 'onCleared' | 'onApproval'> {
  homeHref: string;
}

/**
 * The cart (spec §2, §4, §9): lines grouped by type with their details and add-on cards, quantities within the
 * rules, each facility hold counting down, promo code and member card benefits (benefits/verify), order notes, then
 * checkout on the same page (`?step=checkout`).
 */
export function CartView(props: CartViewProps) {
  const { host, locale, currency, homeHref } = props;
  const t = useTranslations('cart');
  const { cart, store, reload } = useCart(host);
  const [step, go] = useStep();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [approvalToken, setApprovalToken] = useState<string | null>(null);
  const tk = useTranslations('checkout');
  const tf = useTranslations('commercefix');
  const { user } = useSession();
  const payer = useQuery({ queryKey: ['payer'], queryFn: async () => (await commerce()).fetchPayer(), enabled: !!user && !user.anonymous, staleTime: 300_000, retry: false });
  const memberCard = user?.member ? (payer.data?.memberCard ?? null) : null;

  // Benefits (spec §7 benefits/verify): asked whenever the promotion or the lines change; the answer is applied
  // only to the lines it was asked for.
  const signature = cart ? benefitsSignature(cart) : '';
  const sentRef = useRef<Cart | null>(null);
  const benefits = useQuery({
    queryKey: ['benefits', signature],
    enabled: !!cart?.promotion && cart.items.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async () => {
      const sent = reload();
      sentRef.current = sent;
      const by = sent.promotion!.type === 'promo' ? { promotionCode: sent.promotion!.code } : { cardNumber: sent.promotion!.code };
      return (await commerce()).verifyBenefits(benefitsRequest(sent, by, null));
    },
  });
  const [promoError, setPromoError] = useState<string | null>(null);
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

  const renew = useMutation({
    mutationFn: async (lines: CartItem[]) => ({ lines, until: await reserve(lines) }),
    onSuccess: ({ lines, until }) => {
      store(renewHolds(reload(), new Set(lines.map((l) => l.key)), until));
      setError(null);
      setNotice(t('reserved'));
    },
    onError: (e) => setError(capacityText(e)),
  });

  const capacityText = (e: unknown) => {
    const cap = capacityFromServer(e);
    return cap ? ('remaining' in cap ? t('capacityRemaining', { remaining: cap.remaining, requested: cap.requested }) : t('capacityReached')) : t('failed');
  };

  const groups = useMemo(() => (cart ? groupByType(cart) : []), [cart]);
  if (!cart) return <p aria-busy="true" />;

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

  if (!cart.items.length) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        {notice ? (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        ) : null}
        <a className="button" href={homeHref}>
          {t('browse')}
        </a>
        <ApprovalModal open={!!approvalToken} orderHref={approvalToken ? href(`/paymentsuccess/${encodeURIComponent(approvalToken)}`, locale) : '#'} />
      </div>
    );
  }

  const totals = cartTotals(cart);
  const fgroups = facilityGroups(cart);

  if (step === 'checkout') {
    return (
      <Suspense fallback={<p aria-busy="true">{tk('loading')}</p>}>
      <CheckoutPanel
        {...props}
        cart={cart}
        store={store}
        memberCard={memberCard}
        renewHolds={async () => {
          const due = expiredHolds(reload(), Date.now());
          if (!due.length) return null;
          try {
            const until = await reserve(due);
            store(renewHolds(reload(), new Set(due.map((d) => d.key)), until));
            return null;
          } catch (e) {
            return `${t('holdExpired')} ${capacityText(e)}`;
          }
        }}
        onBack={() => go('cart')}
        onCleared={() => {
          // Spec §4 cart warning, §8 success toasts: 'Cart Cleared Successfully'.
          setNotice(null);
          toastSuccess(tk('cartCleared'));
          go('cart');
        }}
        onApproval={setApprovalToken}
      />
      </Suspense>
    );
  }

  return (
    <div className={styles.layout}>
      <div className={styles.lines}>
        {/* spec §4 cart rules: POS items come from one outlet; products of a second one set the warning. */}
        {outletWarning(cart.items) ? (
          <p role="status" className={styles.warning}>
            {tf('outletWarning')}
          </p>
        ) : null}
        {groups.map((g) => (
          <section key={g.type} aria-labelledby={`type-${g.type}`} className={styles.group}>
            <h2 id={`type-${g.type}`} className={styles.sectionTitle}>
              {t(`types.${g.type}`)}
            </h2>
            <ul className={styles.list}>
              {g.type === 'facility'
                ? fgroups.map((fg) => {
                    const first = fg.tickets[0]!;
                    return (
                      <li key={fg.groupKey} className={styles.booking}>
                        <ul className={styles.list}>
                          {fg.tickets.map((i) => (
                            <CartLine key={i.key} item={i} locale={locale} currency={currency} busy={busy} onQuantity={(x, q) => void change(x, q)} onRemove={(x) => void remove(x)} />
                          ))}
                          {fg.addons.map((i) => (
                            <CartLine key={i.key} item={i} locale={locale} currency={currency} busy={busy} onQuantity={(x, q) => void change(x, q)} onRemove={(x) => void remove(x)} />
                          ))}
                        </ul>
                        {typeof first.heldUntil === 'number' ? <HoldTimer until={first.heldUntil} busy={renew.isPending} onRenew={() => renew.mutate(fg.tickets)} /> : null}
                        <AddonCards ticket={first} inCart={fg.addons} locale={locale} currency={currency} busy={busy} onAdd={(a, limit) => addAddonLine(first, a, limit)} />
                      </li>
                    );
                  })
                : g.items.map((i) => <CartLine key={i.key} item={i} locale={locale} currency={currency} busy={busy} onQuantity={(x, q) => void change(x, q)} onRemove={(x) => void remove(x)} />)}
            </ul>
          </section>
        ))}
        <p role="alert" className={styles.error}>
          {error ?? ''}
        </p>
        <p role="status" className={styles.notice}>
          {notice ?? ''}
        </p>
      </div>
      <aside className={styles.summary} aria-label={t('summary')}>
        <PromoBox
          cart={cart}
          memberCard={memberCard}
          checking={benefits.isFetching}
          error={promoError}
          onApply={(p) => {
            setPromoError(null);
            store({ ...clearBenefits(reload()), promotion: p });
          }}
          onClear={() => {
            setPromoError(null);
            store(clearBenefits(reload()));
            setNotice(t('promoCleared'));
          }}
        />
        <div className="field">
          <label htmlFor="order-notes">{t('notesLabel')}</label>
          <textarea id="order-notes" rows={3} maxLength={1000} defaultValue={cart.orderNotes ?? ''} onBlur={(e) => store({ ...reload(), orderNotes: e.target.value.slice(0, 1000) })} />
        </div>
        <dl className={styles.totals}>
          <dt>{t('subtotal')}</dt>
          <dd>{formatPrice(totals.subtotal, currency)}</dd>
          <dt>{t('tax')}</dt>
          <dd>{formatPrice(totals.tax, currency)}</dd>
          {totals.discount > 0 ? (
            <>
              <dt>{t('discount')}</dt>
              <dd>−{formatPrice(totals.discount, currency)}</dd>
            </>
          ) : null}
          <dt className={styles.grand}>{t('total')}</dt>
          <dd className={styles.grand}>{formatPrice(totals.total, currency)}</dd>
        </dl>
        <button type="button" className="button button-cta button-block" disabled={benefits.isFetching} onClick={() => go('checkout')}>
          {t('checkout')}
        </button>
      </aside>
    </div>
  );
}
