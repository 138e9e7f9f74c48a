'use client';
import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { formatClock, formatDay, formatDate, weekdayName } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { lineTotal, linePayable, quantityBounds } from '@/lib/cart/rules';
import type { CartItem } from '@/lib/cart/types';
import type { ClosedReason } from '@/lib/cart/closed-lines';

// Only an instalment membership's line shows a schedule: its code loads with the first such line (issue 27 §2).
const InstalmentSchedule = lazy(() => import('@/components/memberships/InstalmentSchedule').then((m) => ({ default: m.InstalmentSchedule })));
import styles from './cart.module.css';

/** An instalment membership's schedule in the cart, dated from its start (issue 23). */
function MembershipPlan({ line, locale, currency }: { line: NonNullable<CartItem['membership']>; locale: AppLocale; currency: string }) {
  const tm = useTranslations('money');
  if (!line.plan) return null;
  return (
    <Suspense fallback={null}>
      <InstalmentSchedule price={line.plan.price} tax={line.plan.tax} divisor={line.divisor} intervalMonths={line.plan.intervalMonths} startDate={line.startDate} currency={currency} locale={locale} t={tm} />
    </Suspense>
  );
}

/** What, where and when of a line, per product type (spec §3 cart item fields). */
export function LineDetails({ item: i, locale, currency }: { item: CartItem; locale: AppLocale; currency: string }) {
  const t = useTranslations('cart');
  const tf = useTranslations('commercefix');
  // Dates and times as the rest of the site writes them (lib/format/date.ts, the events page's wording), in the
  // page's direction; each date and time stays on one line, the sentence wraps between them.
  const d = (chunks: React.ReactNode) => <span className={styles.when}>{chunks}</span>;
  const when = (date: string, start?: string, end?: string) => {
    const day = formatDay(date, locale);
    if (!start) return d(day);
    if (!end) return d(`${day}${locale === 'ar' ? '، ' : ', '}${formatClock(start, locale)}`);
    return <span>{tf.rich('slot', { d, day, start: formatClock(start, locale), end: formatClock(end, locale) })}</span>;
  };
  if (i.isAddon) return <p className={styles.meta}>{t('addon')}</p>;
  if (i.facility)
    return (
      <p className={styles.meta}>
        <span>{pick(i.facility.facilityName, locale)}</span> {when(i.facility.date, i.facility.start, i.facility.end)}
        {i.customers.length ? <span> · {t('visitors', { n: i.customers.length })}</span> : null}
      </p>
    );
  if (i.event)
    return (
      <p className={styles.meta}>
        <span>{pick(i.event.eventName, locale)}</span> {when(i.event.date, i.event.start, i.event.end)}
      </p>
    );
  if (i.membership)
    return (
      <>
        <p className={styles.meta}>
          <span>{pick(i.membership.membershipName, locale)}</span> · {t('startsOn', { date: formatDate(i.membership.startDate, locale) })}
          {i.membership.divisor > 1 ? <span> · {t('instalments', { n: i.membership.divisor })}</span> : null}
        </p>
        <MembershipPlan line={i.membership} locale={locale} currency={currency} />
      </>
    );
  if (i.academy)
    return (
      <p className={styles.meta}>
        <span>
          {pick(i.academy.academyName, locale)} · {pick(i.academy.programmeName, locale)}
        </span>{' '}
        <span>{tf.rich('range', { d, from: formatDate(i.academy.startDate, locale), to: formatDate(i.academy.endDate, locale) })}</span>{' '}
        · {i.academy.days.map((d) => weekdayName(d, locale)).join(locale === 'ar' ? '، ' : ', ')}
      </p>
    );
  if (i.trainer)
    return (
      <p className={styles.meta}>
        {pick(i.trainer.trainerName, locale)} · {t('sessions', { n: i.trainer.sessions })}
      </p>
    );
  if (i.pos?.outletName) return <p className={styles.meta}>{pick(i.pos.outletName, locale)}</p>;
  return null;
}

/** A line's price: (price + VAT) × quantity, struck through with the discount taken off when it has one (spec §3, §9). */
export function LinePrice({ item: i, currency }: { item: CartItem; currency: string }) {
  const t = useTranslations('cart');
  const full = lineTotal(i);
  const pay = linePayable(i);
  return (
    <span className={styles.price}>
      {pay !== full ? (
        <>
          <del aria-label={t('priceBefore', { price: formatPrice(full, currency) })}>{formatPrice(full, currency)}</del>{' '}
        </>
      ) : null}
      <span>{formatPrice(pay, currency)}</span>
      {i.discount ? <span className={styles.discount}>{t('discountApplied', { amount: formatPrice(Math.max(0, full - pay), currency) })}</span> : null}
    </span>
  );
}

export function CartLine({
  item: i,
  locale,
  currency,
  busy,
  onQuantity,
  onRemove,
  children,
  cap = null,
  closed = null,
}: {
  /** The special mode's cap on this line (lib/booking/pass-cap lineCap); null when only its bounds apply. */
  cap?: number | null;
  /** Why the line can no longer be bought (lib/cart/closed-lines): said on the line, which can only be removed. */
  closed?: ClosedReason | null;
  item: CartItem;
  locale: AppLocale;
  currency: string;
  busy: boolean;
  onQuantity: (i: CartItem, q: number) => void;
  onRemove: (i: CartItem) => void;
  children?: React.ReactNode;
}) {
  const t = useTranslations('cart');
  const name = pick(i.name, locale);
  const own = quantityBounds(i);
  const bounds = own && cap != null ? { ...own, max: Math.min(own.max, Math.max(cap, own.min)) } : own;
  return (
    <li className={`${styles.item} ${i.isAddon ? styles.addon : ''}`}>
      <div className={styles.what}>
        <h3 className={styles.name}>{name}</h3>
        <LineDetails item={i} locale={locale} currency={currency} />
        {closed ? (
          <p id={`closed-${i.key}`} className={styles.closed}>
            {t(closed)}
          </p>
        ) : null}
        {children}
      </div>
      <div className={styles.controls}>
        {bounds ? (
          <div className={styles.stepper} role="group" aria-label={`${t('quantity')}: ${name}`}>
            <button type="button" className="icon-button" aria-label={t('decrease', { name })} disabled={busy || !!closed || i.quantity <= bounds.min} onClick={() => onQuantity(i, i.quantity - 1)}>
              <span aria-hidden="true">−</span>
            </button>
            <output aria-live="polite">{i.quantity}</output>
            <button type="button" className="icon-button" aria-label={t('increase', { name })} disabled={busy || !!closed || i.quantity >= bounds.max} onClick={() => onQuantity(i, i.quantity + 1)}>
              <span aria-hidden="true">+</span>
            </button>
          </div>
        ) : (
          <span className={styles.qty}>
            {t('quantity')}: {i.quantity}
          </span>
        )}
        <LinePrice item={i} currency={currency} />
        <button
          type="button"
          className="button button-outline"
          aria-label={t('remove', { name })}
          aria-describedby={closed ? `closed-${i.key}` : undefined}
          disabled={busy}
          onClick={() => onRemove(i)}
        >
          {t('removeShort')}
        </button>
      </div>
    </li>
  );
}
