import { QueryIsland } from '@/components/ui/QueryIsland';
import { cancelBookingAction } from '@/lib/self-service/actions';
import type { Booking } from '@/lib/self-service/types';
import { RescheduleGrid, type ChangeSettings } from './RescheduleGrid';
import styles from './profile.module.css';

type T = (k: string, v?: Record<string, string | number>) => string;

/** A facility booking's reschedule (through the slot grid) and cancel, where the provider allows them. */
export function BookingChanges({ b, locale, t, path, headingId, settings }: { b: Booking; locale: 'en' | 'ar'; t: T; path: string; headingId: string; settings: ChangeSettings }) {
  const move = b.facility?.move;
  return (
    <>
      {b.facility?.canReschedule && move && b.date && b.start && b.end ? (
        <details>
          <summary>{t('history.reschedule')}</summary>
          <section aria-label={t('history.rescheduleTitle')}>
            <QueryIsland>
              <RescheduleGrid
                orderId={b.orderId}
                line={b.line}
                locale={locale}
                current={{ date: b.date, start: b.start, end: b.end }}
                move={move}
                settings={settings}
                labels={{
                  newDate: t('history.newDate'),
                  slots: t('history.freeSlots'),
                  loading: t('history.loadingSlots'),
                  none: t('history.noSlots'),
                  more: t('history.moreSlots'),
                  save: t('history.save'),
                  failed: t('errors.generic'),
                  pastDay: t('history.pastDay'),
                  pastHour: t('history.pastHour'),
                  outsideWindow: t('history.outsideWindow'),
                }}
              />
            </QueryIsland>
          </section>
        </details>
      ) : null}
      {b.facility?.canCancel ? (
        <form action={cancelBookingAction}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="back" value={path} />
          <input type="hidden" name="order" value={b.orderId} />
          <input type="hidden" name="line" value={b.line} />
          <p className={styles.muted}>{t('history.cancelHint')}</p>
          <button type="submit" className="button button-outline" aria-describedby={headingId}>
            {t('history.cancelBooking')}
          </button>
        </form>
      ) : null}
    </>
  );
}
