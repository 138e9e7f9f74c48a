'use client';
import { useTranslations } from 'next-intl';
import { guessCardType, lastFour } from '@/lib/cart/card-type';
import { formatPrice } from '@/lib/format/price';
import type { PaymentMethod } from '@/lib/cart/types';
import type { Balances, SavedCard } from '@/lib/api/commerce';
import styles from './checkout.module.css';

export interface PaymentState {
  method: PaymentMethod;
  cardId: string | null;
  saveCard: boolean;
}

/**
 * How the customer pays (spec §1): card (saved cards with the spec §5 type guess, or a new card that may be saved),
 * wallet balance, q-points, or a partner's credit facility ('You are exceeding allowed credit limit').
 */
export function PaymentChoice({
  methods,
  value,
  onChange,
  balances,
  cards,
  total,
  currency,
}: {
  methods: PaymentMethod[];
  value: PaymentState;
  onChange: (v: PaymentState) => void;
  balances: Balances | null;
  cards: SavedCard[];
  total: number;
  currency: string;
}) {
  const t = useTranslations('checkout');
  const money = (n: number) => formatPrice(n, balances?.currency ?? currency);
  const hint = (m: PaymentMethod): string | null => {
    if (!balances) return null;
    if (m === 'wallet') return t('walletBalance', { amount: money(balances.wallet) });
    if (m === 'qpoints') return t('qpointsBalance', { points: new Intl.NumberFormat('en-US').format(balances.qpoints) });
    if (m === 'credit' && balances.credit) return t('creditAvailable', { amount: money(balances.credit.available), limit: money(balances.credit.limit) });
    return null;
  };
  const overCredit = value.method === 'credit' && !!balances?.credit && total > balances.credit.available;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('paymentTitle')}</legend>
      <div className={styles.options}>
        {methods.map((m) => (
          <label key={m} className={styles.option}>
            <input type="radio" name="payment-method" value={m} checked={value.method === m} onChange={() => onChange({ ...value, method: m })} />
            <span>
              <span className={styles.optionName}>{t(`methods.${m}`)}</span>
              {hint(m) ? <span className={styles.hint}>{hint(m)}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {value.method === 'card' ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('cardTitle')}</legend>
          <div className={styles.options}>
            {cards.map((c) => {
              const type = guessCardType(c.number);
              return (
                <label key={c.id} className={styles.option}>
                  <input type="radio" name="saved-card" checked={value.cardId === c.id} onChange={() => onChange({ ...value, cardId: c.id, saveCard: false })} />
                  <span>
                    <span className={styles.optionName}>{t('savedCard', { type: t(`cardTypes.${type}`), last4: lastFour(c.number) })}</span>
                    <span className={styles.hint} dir="ltr">
                      {c.number}
                      {c.expiry ? ` · ${c.expiry}` : ''}
                    </span>
                  </span>
                </label>
              );
            })}
            <label className={styles.option}>
              <input type="radio" name="saved-card" checked={!value.cardId} onChange={() => onChange({ ...value, cardId: null })} />
              <span className={styles.optionName}>{t('newCard')}</span>
            </label>
          </div>
          {!value.cardId && methods.length > 1 ? (
            <label className={styles.check}>
              <input type="checkbox" checked={value.saveCard} onChange={(e) => onChange({ ...value, saveCard: e.target.checked })} />
              {t('saveCard')}
            </label>
          ) : null}
        </fieldset>
      ) : null}
      {overCredit ? (
        <p role="alert" className={styles.error}>
          {t('creditLimit')}
        </p>
      ) : null}
    </fieldset>
  );
}
