'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { cartTotals, facilityGroups, groupByType } from '@/lib/cart/rules';
import type { Cart, CartItem } from '@/lib/cart/types';
import type { Charged } from '@/lib/checkout/charged';
import { formatPrice } from '@/lib/format/price';
import { LineDetails, LinePrice } from '../cart/CartLine';
import { HoldTimer } from '../cart/HoldTimer';
import styles from './checkout.module.css';

/** Where the checkout's two columns begin (checkout.module.css): the summary starts open there, closed on a phone. */
const WIDE = '(min-width: 900px)';

/**
 * What is bought (issue 24 item 2): the cart's lines as the cart writes them (dates, times, visitors, add-ons, each
 * discount) with each hold's countdown, and the charged figures (useCharged: the provider's quote, lib/cart/totals.ts
 * until it answers). A native <details>: open beside the payment on a laptop, one tap to open on a phone.
 */
export function OrderSummary({ cart, locale, currency, totals, orderHold }: { cart: Cart; locale: AppLocale; currency: string; totals: Charged & { pending: boolean }; orderHold: number | null }) {
  const t = useTranslations('orderInProgress');
  const tc = useTranslations('cart');
  const [open, setOpen] = useState(true);
  useEffect(() => setOpen(window.matchMedia(WIDE).matches), []);
  const count = cartTotals(cart).count;
  const amount = totals.pending ? '…' : formatPrice(totals.total, currency);

  const line = (i: CartItem, hold: number | null) => (
    <li key={i.key} className={`${styles.line} ${i.isAddon ? styles.addonLine : ''}`}>
      <div className={styles.lineWhat}>
        <span className={styles.lineName}>
          <bdi>{pick(i.name, locale)}</bdi> × {i.quantity}
        </span>
        <LineDetails item={i} locale={locale} currency={currency} />
        {hold !== null ? <HoldTimer until={hold} /> : null}
      </div>
      <LinePrice item={i} currency={currency} />
    </li>
  );

  return (
    <section className={styles.summary} aria-label={t('summaryTitle')}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className={styles.summaryToggle}>{t('summaryToggle', { count, amount })}</summary>
        <ul className={styles.lines}>
          {groupByType(cart).flatMap((g) =>
            g.type === 'facility'
              ? facilityGroups(cart).flatMap((fg) => {
                  // One hold per booking (its tickets and add-ons), under its last line.
                  const first = fg.tickets[0]!;
                  const hold = orderHold ?? (typeof first.heldUntil === 'number' ? first.heldUntil : null);
                  const rows = [...fg.tickets, ...fg.addons];
                  return rows.map((i, n) => line(i, n === rows.length - 1 ? hold : null));
                })
              : g.items.map((i) => line(i, orderHold)),
          )}
        </ul>
        <dl className={styles.figures} aria-busy={totals.pending}>
          <dt>{tc('subtotal')}</dt>
          <dd>{totals.pending ? '…' : formatPrice(totals.subtotal, currency)}</dd>
          {totals.discount > 0 ? (
            <>
              <dt>{tc('discount')}</dt>
              <dd>−{formatPrice(totals.discount, currency)}</dd>
            </>
          ) : null}
        </dl>
      </details>
    </section>
  );
}
