'use client';
import { AppLink } from '@/components/ui/AppLink';
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { fetchBookings } from '@/lib/api/profile';
import { qk } from '@/lib/api/query-keys';
import { useSession } from '@/lib/api/session';
import { channelOf } from '@/lib/booking/channel';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { pageParam } from '@/lib/self-service/page-param';
import { isPreset } from '@/lib/self-service/rules';
import type { BookingKind } from '@/lib/self-service/types';
import { BookingCard, type T } from './BookingCard';
import { Flash } from './Flash';
import { PersonalPager } from './PersonalPager';
import { PersonalLoad, useGuestToLogin, type LoadLabels } from './PersonalLoad';
import type { ChangeSettings } from './RescheduleGrid';
import styles from './profile.module.css';

const PRESETS = [
  ['', 'all'],
  ['week', 'week'],
  ['month', 'month'],
  ['3months', 'threeMonths'],
] as const;

/** What a facility booking's reschedule is checked against that is the venue's, not the customer's (site config). */
export type VenueChangeSettings = Omit<ChangeSettings, 'channel'>;

/**
 * A booking history list of the signed-in customer (spec §2 login-required routes; issue 13 item 2), read in the
 * browser: the page around it is a cached shell (issue 27 item 3). 16 a page, newest order first, presets last
 * week / month / 3 months (spec §9); facility bookings with the display status and needs-approval rule of spec §4,
 * past or upcoming, and reschedule / cancel where the provider allows it. The page, preset and the last action's
 * outcome (`done` / `error`) come from the address. The reschedule grid's schedule channel is the session's
 * (spec §6: a partner's, a member's or the public one), read here, never put in the shell.
 */
export function BookingHistoryList({ kind, locale, path, details, venue, labels }: { kind: BookingKind; locale: AppLocale; path: string; details?: string; venue: VenueChangeSettings; labels: LoadLabels }) {
  const sp = useSearchParams();
  const page = pageParam(sp?.get('page'));
  const asked = sp?.get('preset');
  const preset = isPreset(asked) ? asked : '';
  const done = sp?.get('done');
  const error = sp?.get('error');
  const ts = useTranslations('selfService');
  const tpp = useTranslations('profileProgramme');
  const paymentLabel = useTranslations('orderPolish')('payment');
  const t: T = (k, v) => ts(k, v);
  const pt: T = (k, v) => tpp(k, v);
  const { user } = useSession();
  const guest = useGuestToLogin(locale, path);
  const list = useQuery({ queryKey: qk.bookings.list(kind, page, preset), queryFn: ({ signal }) => fetchBookings(kind, { page, preset }, venue.timeZone, signal) });
  const changes: ChangeSettings | undefined = kind === 'facility' ? { ...venue, channel: channelOf(user) } : undefined;
  return (
    <>
      <Flash done={done === 'rescheduled' || done === 'cancelled' ? t(`history.${done}`) : null} error={error ? t(error === 'generic' || error === 'notFound' ? `errors.${error}` : `history.${error}`) : null} />
      <nav aria-label={t('history.presets')} className={styles.presets}>
        {PRESETS.map(([value, key]) => (
          <AppLink key={key} href={href(path, locale, { preset: value || undefined })} aria-current={preset === value ? 'true' : undefined}>
            {t(`history.${key}`)}
          </AppLink>
        ))}
      </nav>
      {guest || list.isPending || list.isError ? (
        <PersonalLoad query={list} guest={guest} labels={labels} />
      ) : (
        <>
          {list.data.items.length === 0 ? (
            <p className={styles.card}>{t(preset ? 'history.emptyPeriod' : 'history.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {list.data.items.map((b) => (
                <li key={`${b.orderId}-${b.line}`}>
                  <BookingCard b={b} locale={locale} t={t} pt={pt} paymentLabel={paymentLabel} details={details} changes={changes} />
                </li>
              ))}
            </ul>
          )}
          <PersonalPager list={list.data} path={path} locale={locale} query={{ preset: preset || undefined }} />
        </>
      )}
    </>
  );
}
