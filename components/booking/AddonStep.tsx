'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { addonLimit } from '@/lib/booking/addons';
import { Stepper } from './Stepper';
import { formatPrice } from './price';
import type { BookingFlow } from './useBookingFlow';
import styles from './booking.module.css';

/** spec §2 step 3: products per category (add-ons), each limited by its stock (spec §5). */
export function AddonStep({ flow, currency }: { flow: BookingFlow; currency: string }) {
  const t = useTranslations('booking');
  const locale = useLocale();
  const [qty, setQty] = useState<Record<number, number>>({});
  const pick = (x: { name: string; ar_name?: string | null }) => (locale === 'ar' && x.ar_name ? x.ar_name : x.name);
  return (
    <>
      {flow.auto!.categories
        .filter((c) => c.products.length)
        .map((c) => (
          <section key={c.id} aria-labelledby={`cat-${c.id}`}>
            <h3 id={`cat-${c.id}`}>{pick(c)}</h3>
            <ul className={styles.cards}>
              {c.products.map((a) => {
                const name = pick(a);
                const inCart = flow.cart.items.filter((i) => i.isAddon && i.productId === a.id).reduce((n, i) => n + i.quantity, 0);
                const max = Math.max(0, addonLimit(a) - inCart);
                const value = Math.min(qty[a.id] ?? 0, max);
                return (
                  <li key={a.id} className={styles.card}>
                    <h4>{name}</h4>
                    <p className={styles.muted}>
                      {formatPrice(a.price + a.tax_amount, currency)}
                      {a.inventory_enable ? ` · ${t('left', { n: max })}` : ''}
                    </p>
                    <Stepper
                      value={value}
                      max={max}
                      name={name}
                      onChange={(v) => setQty((q) => ({ ...q, [a.id]: v }))}
                      labels={{ decrease: t('decrease', { name }), increase: t('increase', { name }), quantity: t('quantityOf', { name }) }}
                    />
                    <button
                      type="button"
                      className="button button-outline"
                      disabled={!value}
                      onClick={() => flow.addAddonToCart(a, value) && setQty((q) => ({ ...q, [a.id]: 0 }))}
                    >
                      {t('addToCart')}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
    </>
  );
}
