'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/cart/types';
import styles from './cart.module.css';

/**
 * Promo code and member card benefits (spec §3 promotion, §7 benefits/verify). Applying sets the cart's promotion;
 * the cart page verifies it (and again whenever the lines change) and shows the discount per line. Clearing removes
 * the discounts (spec §4).
 */
export function PromoBox({
  cart,
  memberCard,
  checking,
  error,
  onApply,
  onClear,
}: {
  cart: Cart;
  memberCard: string | null;
  checking: boolean;
  error: string | null;
  onApply: (p: { code: string; type: 'promo' | 'memberships' }) => void;
  onClear: () => void;
}) {
  const t = useTranslations('cart');
  const [code, setCode] = useState('');
  const applied = cart.promotion;
  return (
    <section className={styles.promo} aria-labelledby="promo-title">
      <h2 id="promo-title" className={styles.sectionTitle}>
        {t('promoTitle')}
      </h2>
      {applied ? (
        <div className={styles.applied}>
          <p role="status">
            {applied.type === 'promo' ? t('promoApplied', { code: applied.code }) : t('memberBenefitsApplied')}
            {checking ? ` ${t('checking')}` : ''}
          </p>
          <button type="button" className="button button-outline" onClick={onClear}>
            {applied.type === 'promo' ? t('clearPromo') : t('clearBenefits')}
          </button>
        </div>
      ) : (
        <form
          method="post"
          className={styles.promoForm}
          onSubmit={(e) => {
            e.preventDefault();
            const c = code.trim();
            if (c) onApply({ code: c.slice(0, 40), type: 'promo' });
          }}
        >
          <div className="field">
            <label htmlFor="promo-code">{t('promoLabel')}</label>
            <input id="promo-code" value={code} maxLength={40} autoComplete="off" dir="ltr" onChange={(e) => setCode(e.target.value)} aria-describedby={error ? 'promo-error' : undefined} />
          </div>
          <button type="submit" className="button" disabled={checking || !code.trim()}>
            {t('applyPromo')}
          </button>
          {memberCard ? (
            <button type="button" className="button button-outline" disabled={checking} onClick={() => onApply({ code: memberCard, type: 'memberships' })}>
              {t('applyMemberBenefits')}
            </button>
          ) : null}
        </form>
      )}
      <p id="promo-error" role="alert" className={styles.error}>
        {error ?? ''}
      </p>
    </section>
  );
}
