'use client';
import { useTranslations } from 'next-intl';
import { cartTotals } from '@/lib/cart/rules';
import type { Cart } from '@/lib/cart/types';
import { formatPrice } from '@/lib/format/price';
import { PromoBox } from './PromoBox';
import styles from './cart.module.css';

export interface CartSummaryProps {
  cart: Cart;
  currency: string;
  memberCard: string | null;
  /** benefits/verify is being asked: checkout waits for the discount. */
  checking: boolean;
  promoError: string | null;
  onPromotion: (p: NonNullable<Cart['promotion']>) => void;
  onClearPromotion: () => void;
  onNotes: (notes: string) => void;
  onCheckout: () => void;
  /** Checkout is refused while the cart breaks a cart rule (spec §4 one outlet, a line no longer sold): the ids of the messages saying why. */
  blocked?: string | null;
}

/** The cart's summary (spec §2, §9 VAT shown): promo code or member card, order notes, totals, then checkout. */
export function CartSummary({ cart, currency, memberCard, checking, promoError, onPromotion, onClearPromotion, onNotes, onCheckout, blocked = null }: CartSummaryProps) {
  const t = useTranslations('cart');
  const totals = cartTotals(cart);
  return (
    <aside className={styles.summary} aria-label={t('summary')}>
      <PromoBox cart={cart} memberCard={memberCard} checking={checking} error={promoError} onApply={onPromotion} onClear={onClearPromotion} />
      <div className="field">
        <label htmlFor="order-notes">{t('notesLabel')}</label>
        <textarea id="order-notes" rows={3} maxLength={1000} defaultValue={cart.orderNotes ?? ''} onBlur={(e) => onNotes(e.target.value.slice(0, 1000))} />
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
      <button type="button" className="button button-cta button-block" disabled={checking || !!blocked} aria-describedby={blocked ?? undefined} onClick={onCheckout}>
        {t('checkout')}
      </button>
    </aside>
  );
}
