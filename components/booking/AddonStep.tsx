'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { addonLimit } from '@/lib/booking/addons';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import { Stepper } from './Stepper';
import { formatTicketPrice } from '@/lib/format/price';
import type { BookingFlow } from './useBookingFlow';
import styles from './booking.module.css';

/** spec §2 step 3: products per category (add-ons), each limited by its stock (spec §5). */
export function AddonStep({ flow, currency }: { flow: BookingFlow; currency: string }) {
  const t = useTranslations('booking');
  const locale = useLocale() as AppLocale;
  const [qty, setQty] = useState<Record<number, number>>({});
  return (
    <>
      {flow.auto!.categories
        .filter((c) => c.addons.length)
        .map((c) => (
          <section key={c.id} aria-labelledby={`cat-${c.id}`}>
            <h3 id={`cat-${c.id}`}>{pick(c.name, locale)}</h3>
            <ul className={styles.cards}>
              {c.addons.map((a) => {
                const name = pick(a.name, locale);
                const inCart = flow.cart.items.filter((i) => i.isAddon && i.productId === a.id).reduce((n, i) => n + i.quantity, 0);
                const max = Math.max(0, addonLimit(a) - inCart);
                const value = Math.min(qty[a.id] ?? 0, max);
                return (
                  <li key={a.id} className={styles.card}>
                    <h4>{name}</h4>
                    <p className={styles.muted}>
                      {formatTicketPrice(a.price, a.taxAmount, 1, currency)}
                      {a.inventoryEnabled ? ` · ${t('left', { n: max })}` : ''}
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
