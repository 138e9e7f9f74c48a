'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { formatClock, formatDay } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { HoldTimer } from '../cart/HoldTimer';
import type { PendingOrderState } from './usePendingOrder';
import styles from './checkout.module.css';

/**
 * The order in progress (issue 24 item 1): what it holds, its hold counting down, Continue to payment and Cancel this
 * order. Shown in the cart, the checkout and the second-order warning (spec §8).
 */
export function PendingOrderPanel({ pending, locale, headingLevel = 2 }: { pending: PendingOrderState; locale: AppLocale; headingLevel?: 2 | 3 }) {
  const t = useTranslations('orderInProgress');
  const id = useId();
  const o = pending.order;
  if (!o) return null;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.pending} aria-labelledby={id}>
      <H id={id} className={styles.pendingTitle}>
        {t('title', { id: o.orderId })}
      </H>
      <p>{t('text')}</p>
      <ul className={styles.pendingLines}>
        {o.lines.map((l, n) => (
          <li key={n}>
            <bdi>{pick(l.name, locale)}</bdi> × {l.quantity}
            {l.date ? <span className={styles.hint}> · {formatDay(l.date, locale)}{l.start ? `${locale === 'ar' ? '، ' : ', '}${formatClock(l.start, locale)}` : ''}</span> : null}
          </li>
        ))}
      </ul>
      <p className={styles.pendingTotal}>{t('total', { amount: formatPrice(o.total, o.currency) })}</p>
      <HoldTimer until={o.expiresAt} onExpire={pending.expired} />
      <div className={styles.actions}>
        <button type="button" className="button button-cta" disabled={pending.leaving || pending.cancelling} aria-busy={pending.leaving} onClick={pending.resume}>
          {t('continue')}
        </button>
        <button type="button" className="button button-outline" disabled={pending.leaving || pending.cancelling} aria-busy={pending.cancelling} onClick={pending.cancel}>
          {pending.cancelling ? t('cancelling') : t('cancel')}
        </button>
      </div>
    </section>
  );
}
