'use client';
import { formatClock } from '@/lib/format/date';
import styles from './booking.module.css';

/**
 * The slot chips as a native radio group (arrow keys move, Space selects, the checked state is announced): the
 * booking modal's grid (SlotGrid) and the reschedule of a booking (components/profile/RescheduleGrid) draw the same
 * one. Labels come from the caller.
 */
export function SlotChoices<S extends { startMin: number; start: string }>({
  slots,
  selected,
  onChoose,
  locale,
  labels,
  loading,
  name = 'slot',
  more,
}: {
  slots: S[];
  selected: number | null | undefined;
  onChoose: (s: S) => void;
  locale: string;
  labels: { legend: string; loading: string; none: string; more?: string };
  loading: boolean;
  name?: string;
  more?: (() => void) | null;
}) {
  return (
    <fieldset className={styles.fieldset} aria-busy={loading}>
      <legend>{labels.legend}</legend>
      {loading && !slots.length ? <p className={styles.muted}>{labels.loading}</p> : null}
      {!loading && !slots.length ? <p className={styles.muted}>{labels.none}</p> : null}
      <div className={styles.slots}>
        {slots.map((s) => (
          <label key={s.startMin} className={styles.chip}>
            <input type="radio" name={name} value={s.start} checked={selected === s.startMin} onChange={() => onChoose(s)} />
            <span>{formatClock(s.startMin, locale)}</span>
          </label>
        ))}
      </div>
      {more ? (
        <button type="button" className="button button-outline" onClick={more}>
          {labels.more}
        </button>
      ) : null}
    </fieldset>
  );
}
