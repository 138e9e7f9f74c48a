import { CancelBooking } from './CancelBooking';
import type { Booking } from '@/lib/self-service/types';
import { RescheduleGrid, type ChangeSettings } from './RescheduleGrid';
import { LazyDetails } from '@/components/ui/LazyDetails';

type T = (k: string, v?: Record<string, string | number>) => string;

/**
 * A facility booking's reschedule (through the slot grid) and cancel, where the provider allows them; inside the
 * booking history's island (its React Query), which reads the list again after either. The grid mounts (and asks for
 * a schedule) only when its booking's "Reschedule" is opened.
 */
export function BookingChanges({ b, locale, t, headingId, settings }: { b: Booking; locale: 'en' | 'ar'; t: T; headingId: string; settings: ChangeSettings }) {
  const move = b.facility?.move;
  return (
    <>
      {b.facility?.canReschedule && move && b.date && b.start && b.end ? (
        <LazyDetails summary={t('history.reschedule')}>
          <section aria-label={t('history.rescheduleTitle')}>
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
          </section>
        </LazyDetails>
      ) : null}
      {b.facility ? (
        <CancelBooking
          orderId={b.orderId}
          line={b.line}
          locale={locale}
          headingId={headingId}
          allowed={b.facility.canCancel}
          labels={{
            cancel: t('history.cancelBooking'),
            hint: t('history.cancelHint'),
            title: t('history.cancelTitle'),
            checking: t('history.refundChecking'),
            confirm: t('history.confirmCancel'),
            keep: t('history.keepBooking'),
            close: t('history.closeDialog'),
            failed: t('errors.generic'),
          }}
        />
      ) : null}
    </>
  );
}
