import { AppLink } from '@/components/ui/AppLink';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import { formatClock, formatDate, weekdayName } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { href } from '@/lib/routing/links';
import { cardStatus, timeBadge } from '@/lib/self-service/card-status';
import type { Booking } from '@/lib/self-service/types';
import { BookingChanges } from './BookingChanges';
import type { ChangeSettings } from './RescheduleGrid';
import styles from './profile.module.css';

/** A message function: the island's useTranslations or the server's getTranslations, one namespace each. */
export type T = (k: string, v?: Record<string, string | number>) => string;

/**
 * One booking line, drawn the same by the booking history's island (BookingHistoryList.tsx) and the server's order
 * details page (OrderPage.tsx): no server-only imports; the words come in as `t` (the `selfService` messages), `pt`
 * (`profileProgramme`) and `paymentLabel`. On a booking's own details page (`onDetails`) without the links to it.
 */
export function BookingCard({ b, locale, t, pt, paymentLabel, details, onDetails, changes }: { b: Booking; locale: AppLocale; t: T; pt: T; paymentLabel: string; details?: string; onDetails?: boolean; changes?: ChangeSettings }) {
  const { status, payment } = cardStatus(b);
  const badge = timeBadge(b);
  const headingId = `booking-${b.orderId}-${b.line}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.row}>
        <h2 id={headingId}>
          <bdi>{pick(b.name, locale)}</bdi>
        </h2>
        {badge ? <span className={styles.badge}>{t(badge)}</span> : null}
        {b.facility?.needsApproval && b.orderStatus === 'approval_required' ? <span className={styles.badge}>{t('history.needsApproval')}</span> : null}
      </div>
      {b.detail ? (
        <p className={styles.muted}>
          <bdi>{pick(b.detail, locale)}</bdi>
        </p>
      ) : null}
      <dl className={styles.facts}>
        {/* The card's one status, named by its label for every reader (cardStatus). */}
        <dt>{t('history.status')}</dt>
        <dd>{t(status)}</dd>
        {payment ? (
          <>
            <dt>{paymentLabel}</dt>
            <dd>{t(payment)}</dd>
          </>
        ) : null}
        {b.programme ? <ProgrammeFacts b={b} locale={locale} pt={pt} /> : null}
        {b.date && !b.programme?.endDate ? (
          <>
            <dt>{t('history.date')}</dt>
            <dd>{formatDate(b.date, locale)}</dd>
          </>
        ) : null}
        {b.start ? (
          <>
            <dt>{t('history.time')}</dt>
            <dd>
              {formatClock(b.start, locale)}
              {b.end ? ` – ${formatClock(b.end, locale)}` : ''}
            </dd>
          </>
        ) : null}
        <dt>{t('history.quantity')}</dt>
        <dd>{b.quantity}</dd>
        <dt>{t('history.total')}</dt>
        <dd className={styles.amount}>{formatPrice(b.total, b.currency)}</dd>
      </dl>
      {b.instalments ? (
        <p>
          {t('history.instalments', { paid: b.instalments.paid, count: b.instalments.count })}
          {b.instalments.dueDate ? ` · ${t('history.nextDue', { amount: formatPrice(b.instalments.amount, b.currency), date: formatDate(b.instalments.dueDate, locale) })}` : ''}
        </p>
      ) : null}
      <p className={styles.muted}>
        {t('history.order', { id: b.orderId })} · {t('history.placed', { date: formatDate(b.createdAt, locale) })}
      </p>
      {onDetails ? null : (
        <div className={styles.row}>
          <AppLink className="button button-outline" href={href(`/profile/view-tickets/${b.orderId}`, locale)} aria-describedby={headingId}>
            {t('history.viewTickets')}
          </AppLink>
          {details ? (
            <AppLink className="button button-outline" href={href(`${details}/${b.orderId}`, locale)} aria-describedby={headingId}>
              {t('history.details')}
            </AppLink>
          ) : null}
        </div>
      )}
      {changes ? <BookingChanges b={b} locale={locale} t={t} headingId={headingId} settings={changes} /> : null}
    </article>
  );
}

/** Spec §3 trainer and academy fields: the trainer or academy, package, sessions used and left, dates and weekdays. */
function ProgrammeFacts({ b, locale, pt }: { b: Booking; locale: AppLocale; pt: T }) {
  const p = b.programme!;
  const academy = b.type === 'academy';
  return (
    <>
      <dt>{pt(academy ? 'academy' : 'trainer')}</dt>
      <dd>
        <bdi>{pick(b.name, locale)}</bdi>
      </dd>
      {academy && b.detail ? (
        <>
          <dt>{pt('programme')}</dt>
          <dd>
            <bdi>{pick(b.detail, locale)}</bdi>
          </dd>
        </>
      ) : null}
      <dt>{pt('package')}</dt>
      <dd>
        <bdi>{pick(p.package, locale)}</bdi>
      </dd>
      <dt>{pt('sessions')}</dt>
      <dd>{pt('sessionsCount', { sessions: p.sessions, used: p.used, left: p.left })}</dd>
      {p.sessionMinutes ? (
        <>
          <dt>{pt('sessionLength')}</dt>
          <dd>{pt('minutes', { minutes: p.sessionMinutes })}</dd>
        </>
      ) : null}
      {p.startDate && p.endDate ? (
        <>
          <dt>{pt('dates')}</dt>
          <dd>{pt('dateRange', { from: formatDate(p.startDate, locale), to: formatDate(p.endDate, locale) })}</dd>
        </>
      ) : null}
      {p.days.length ? (
        <>
          <dt>{pt('days')}</dt>
          <dd>{p.days.map((d) => weekdayName(d, locale)).join(locale === 'ar' ? '، ' : ', ')}</dd>
        </>
      ) : null}
    </>
  );
}
