import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { pick } from '@/lib/i18n/pick';
import { formatClock, formatDate, weekdayName } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { href } from '@/lib/routing/links';
import { channelOf } from '@/lib/booking/channel';
import { one, pageParam, personalPage } from '@/lib/self-service/page';
import { isPreset } from '@/lib/self-service/rules';
import { cardStatus, timeBadge } from '@/lib/self-service/card-status';
import type { Booking, BookingKind } from '@/lib/self-service/types';
import { BookingChanges } from './BookingChanges';
import type { ChangeSettings } from './RescheduleGrid';
import { Flash } from './Flash';
import { Pager } from './Pager';
import { ProfileShell } from './ProfileShell';
import styles from './profile.module.css';

type Search = Promise<Record<string, string | string[] | undefined>>;

const TITLE: Record<BookingKind, string> = {
  facility: 'facilityBookings',
  event: 'eventBookings',
  trainer: 'trainerSessions',
  academy: 'academyBookings',
  membership: 'memberships',
  retail: 'retail',
};
const DETAILS: Partial<Record<BookingKind, string>> = { trainer: '/profile/trainer-sessions', academy: '/profile/academy-bookings' };
const PRESETS = [
  ['', 'all'],
  ['week', 'week'],
  ['month', 'month'],
  ['3months', 'threeMonths'],
] as const;

/**
 * A booking history page (spec §2 login-required routes; issue 13 item 2): 16 a page, newest order first, presets
 * last week / month / 3 months (spec §9); facility bookings with the display status and needs-approval rule of
 * spec §4, past or upcoming, and reschedule / cancel where the provider allows it.
 */
export async function BookingHistoryPage({ params, searchParams, kind, path }: { params: Promise<SiteParams>; searchParams: Search; kind: BookingKind; path: string }) {
  const { locale, tenant, site, account, user, t } = await personalPage(params, path);
  // Facility bookings exist only where the venue books facilities (the other types are gated by the middleware).
  if (kind === 'facility' && !site.facilityBooking.enabled) notFound();
  const sp = await searchParams;
  const page = pageParam(sp.page);
  const preset = isPreset(one(sp.preset)) ? one(sp.preset)! : '';
  const list = await account.bookings(kind, { page, preset });
  const pt = await getTranslations({ locale, namespace: 'profileProgramme' });
  const paymentLabel = (await getTranslations({ locale, namespace: 'orderPolish' }))('payment');
  const titleKey = kind === 'facility' && tenant.myBookingsLabel ? 'myBookings' : TITLE[kind];
  const done = one(sp.done);
  const changes: ChangeSettings = { timeZone: site.timeZone, overnight: site.facilityBooking.overnight, customRange: site.facilityBooking.customRange, channel: channelOf(user) };
  const error = one(sp.error);
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner={user.partner} t={t}>
      <h1>{t(`menu.${titleKey}`)}</h1>
      <Flash done={done === 'rescheduled' || done === 'cancelled' ? t(`history.${done}`) : null} error={error ? t(error === 'generic' || error === 'notFound' ? `errors.${error}` : `history.${error}`) : null} />
      <nav aria-label={t('history.presets')} className={styles.presets}>
        {PRESETS.map(([value, key]) => (
          <Link key={key} href={href(path, locale, { preset: value || undefined })} aria-current={preset === value ? 'true' : undefined}>
            {t(`history.${key}`)}
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <p className={styles.card}>{t(preset ? 'history.emptyPeriod' : 'history.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.items.map((b) => (
            <li key={`${b.orderId}-${b.line}`}>
              <BookingCard b={b} locale={locale} t={t} pt={pt} paymentLabel={paymentLabel} path={path} details={DETAILS[kind]} changes={changes} />
            </li>
          ))}
        </ul>
      )}
      <Pager list={list} path={path} locale={locale} query={{preset: preset || undefined }} />
    </ProfileShell>
  );
}

type T = (k: string, v?: Record<string, string | number>) => string;

/** One booking line; on a booking's own details page (`onDetails`) without the links to it. */
export function BookingCard({ b, locale, t, pt, paymentLabel, details, onDetails, changes }: { b: Booking; locale: 'en' | 'ar'; t: T; pt: T; paymentLabel: string; path: string; details?: string; onDetails?: boolean; changes?: ChangeSettings }) {
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
          <Link className="button button-outline" href={href(`/profile/view-tickets/${b.orderId}`, locale)} aria-describedby={headingId}>
            {t('history.viewTickets')}
          </Link>
          {details ? (
            <Link className="button button-outline" href={href(`${details}/${b.orderId}`, locale)} aria-describedby={headingId}>
              {t('history.details')}
            </Link>
          ) : null}
        </div>
      )}
      {changes ? <BookingChanges b={b} locale={locale} t={t} headingId={headingId} settings={changes} /> : null}
    </article>
  );
}

/** Spec §3 trainer and academy fields: the trainer or academy, package, sessions used and left, dates and weekdays. */
function ProgrammeFacts({ b, locale, pt }: { b: Booking; locale: 'en' | 'ar'; pt: T }) {
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
