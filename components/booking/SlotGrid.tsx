'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatClockRange } from '@/lib/format/date';
import { SlotChoices } from './SlotChoices';
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
      <SlotChoices
        slots={flow.visibleSlots}
        selected={flow.slot?.startMin}
        onChoose={(s) => void flow.chooseSlot(s)}
        locale={locale}
        labels={{ legend: t('slots'), loading: t('loading'), none: t('noSlots'), more: t('showMore') }}
        loading={flow.loadingSchedule}
        more={flow.hasMoreSlots ? flow.showMore : null}
      />
    </>
  );
}
