'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatClock, formatClockRange } from '@/lib/format/date';
import type { BookingFlow } from './useBookingFlow';
import styles from './booking.module.css';

/**
 * The slot grid as a native radio group (arrow keys move, Space selects, the checked state is announced), with the
 * time-range filter and show-more (spec §2, §9).
 */
export function SlotGrid({ flow, showTimeRange }: { flow: BookingFlow; showTimeRange: boolean }) {
  const t = useTranslations('booking');
  const locale = useLocale();
  // A date that cannot be booked shows its error only (issue 16.13), no grid.
  if (!flow.dateBookable) return null;
  const rangeLabel = (r: { id: string; from: number; to: number }) => (r.id === 'all' ? t('allSlots') : formatClockRange(r.from, r.to, locale));
  return (
    <>
      {showTimeRange && flow.ranges.length > 1 ? (
        <label className={styles.field}>
          {t('timeRange')}
          <select value={flow.rangeId} onChange={(e) => flow.setRangeId(e.target.value)}>
            {flow.ranges.map((r) => (
              <option key={r.id} value={r.id}>
                {rangeLabel(r)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <fieldset className={styles.fieldset} aria-busy={flow.loadingSchedule}>
        <legend>{t('slots')}</legend>
        {flow.loadingSchedule && !flow.slots.length ? <p className={styles.muted}>{t('loading')}</p> : null}
        {!flow.loadingSchedule && !flow.slots.length ? <p className={styles.muted}>{t('noSlots')}</p> : null}
        <div className={styles.slots}>
          {flow.visibleSlots.map((s) => (
            <label key={s.startMin} className={styles.chip}>
              <input type="radio" name="slot" value={s.start} checked={flow.slot?.startMin === s.startMin} onChange={() => void flow.chooseSlot(s)} />
              <span>{formatClock(s.startMin, locale)}</span>
            </label>
          ))}
        </div>
        {flow.hasMoreSlots ? (
          <button type="button" className="button button-outline" onClick={flow.showMore}>
            {t('showMore')}
          </button>
        ) : null}
      </fieldset>
    </>
  );
}
