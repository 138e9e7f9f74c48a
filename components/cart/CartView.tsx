'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { cartTotals, lineTotal, removeGroup, setQuantity } from '@/lib/cart/rules';
import type { Cart, CartItem } from '@/lib/cart/types';
import { CART_EVENT } from '@/lib/cart/storage-key';
import { ddmmyyyy, label12, toMinutes } from '@/lib/booking/time';
import { capacityFromServer } from '@/lib/api/refusals';
import { formatPrice } from '../booking/price';
import { loadCart, release, reserve, saveCart } from './cart-store';
import styles from './cart.module.css';

/** The cart (spec §2, §4): lists, changes and removes lines; removal releases the provider's holds. */
export function CartView({ host, locale, currency, homeHref }: { host: string; locale: AppLocale; currency: string; homeHref: string }) {
  const t = useTranslations('cart');
  const [cart, setCart] = useState<Cart | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const sync = () => setCart(loadCart(host));
    sync();
    window.addEventListener(CART_EVENT, sync);
    return () => window.removeEventListener(CART_EVENT, sync);
  }, [host]);

  if (!cart) return <p aria-busy="true" />;

  const store = (next: Cart) => {
    saveCart(host, next);
    setCart(next);
  };

  const remove = async (item: CartItem) => {
    const { cart: next, removed } = removeGroup(loadCart(host), item.key);
    store(next);
    setError(null);
    setNotice(t('removed'));
    await release(removed);
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
      store(setQuantity(loadCart(host), item.key, quantity));
    } catch (e) {
      const cap = capacityFromServer(e);
      setError(cap ? ('remaining' in cap ? t('capacityRemaining', { remaining: cap.remaining, requested: cap.requested }) : t('capacityReached')) : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  if (!cart.items.length) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        {notice ? <p role="status" className={styles.notice}>{notice}</p> : null}
        <a className="button" href={homeHref}>
          {t('browse')}
        </a>
      </div>
    );
  }

  const totals = cartTotals(cart);
  return (
    <>
      <ul className={styles.list}>
        {cart.items.map((i) => {
          const name = pick(i.name, locale);
          const adjustable = i.isAddon || !!i.facility?.capacityBased;
          return (
            <li key={i.key} className={`${styles.item} ${i.isAddon ? styles.addon : ''}`}>
              <div>
                <h2>{name}</h2>
                {i.facility ? (
                  <p className={styles.meta}>
                    {pick(i.facility.facilityName, locale)} ·{' '}
                    <span dir="ltr">
                      {t('when', { date: ddmmyyyy(i.facility.date), start: label12(toMinutes(i.facility.start), locale), end: label12(toMinutes(i.facility.end), locale) })}
                    </span>
                  </p>
                ) : (
                  <p className={styles.meta}>{t('addon')}</p>
                )}
                {i.customers.length ? <p className={styles.meta}>{t('visitors', { n: i.customers.length })}</p> : null}
              </div>
              <div className={styles.controls}>
                {adjustable ? (
                  <div className={styles.stepper} role="group" aria-label={`${t('quantity')}: ${name}`}>
                    <button type="button" className="icon-button" aria-label={t('decrease', { name })} disabled={busy || i.quantity <= 1} onClick={() => void change(i, i.quantity - 1)}>
                      <span aria-hidden="true">−</span>
                    </button>
                    <output aria-live="polite">{i.quantity}</output>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('increase', { name })}
                      disabled={busy || (i.maxQuantity != null && i.quantity >= i.maxQuantity)}
                      onClick={() => void change(i, i.quantity + 1)}
                    >
                      <span aria-hidden="true">+</span>
                    </button>
                  </div>
                ) : (
                  <span>
                    {t('quantity')}: {i.quantity}
                  </span>
                )}
                <span className={styles.price}>{formatPrice(lineTotal(i), currency)}</span>
                <button type="button" className="button button-outline" aria-label={t('remove', { name })} onClick={() => void remove(i)}>
                  {t('removeShort')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p role="alert" className={styles.error}>
        {error ?? ''}
      </p>
      <p role="status" className={styles.notice}>
        {notice ?? ''}
      </p>
      <dl className={styles.totals}>
        <dt>{t('subtotal')}</dt>
        <dd>{formatPrice(totals.subtotal, currency)}</dd>
        <dt>{t('tax')}</dt>
        <dd>{formatPrice(totals.tax, currency)}</dd>
        <dt className={styles.grand}>{t('total')}</dt>
        <dd className={styles.grand}>{formatPrice(totals.total, currency)}</dd>
      </dl>
      <p>{t('checkoutSoon')}</p>
    </>
  );
}
