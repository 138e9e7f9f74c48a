'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { addonLimit } from '@/lib/booking/addons';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import { QuantityCard } from './QuantityCard';
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
                  <QuantityCard
                    key={a.id}
                    name={name}
                    detail={`${formatTicketPrice(a.price, a.taxAmount, 1, currency)}${a.inventoryEnabled ? ` · ${t('left', { n: max })}` : ''}`}
                    value={value}
                    max={max}
                    onChange={(v) => setQty((q) => ({ ...q, [a.id]: v }))}
                    add={{ label: t('addToCart'), className: 'button button-outline', disabled: !value, onClick: () => flow.addAddonToCart(a, value) && setQty((q) => ({ ...q, [a.id]: 0 })) }}
                  />
                );
              })}
            </ul>
          </section>
        ))}
    </>
  );
}
