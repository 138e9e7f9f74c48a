'use client';
import { useState, type ComponentType } from 'react';
import type { Outcome } from './commit';
import { useFeedback } from './Feedback';
import type { AcademyPickerProps } from './AcademyPicker';
import styles from './add.module.css';

type Picker = ComponentType<AcademyPickerProps>;

/**
 * 'Book' on an academy package: opens the date range and weekday choice, loaded on the first click only (the picker,
 * its price call and date formatting stay out of the page's first load).
 */
export function AcademyBook(props: Omit<AcademyPickerProps, 'open' | 'onClose' | 'onAdded'> & { label: string; ariaLabel: string }) {
  const { label, ariaLabel, ...picker } = props;
  const [Loaded, setLoaded] = useState<Picker | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState(0);
  const feedback = useFeedback(props.labels);

  const start = async () => {
    setBusy(true);
    feedback.show(null);
    try {
      if (!Loaded) {
        const mod = await import('./AcademyPicker');
        setLoaded(() => mod.AcademyPicker);
      }
      setRun((n) => n + 1);
      setOpen(true);
    } catch {
      feedback.show({ ok: false, error: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const added = (o: Outcome) => {
    setOpen(false);
    feedback.show(o);
  };

  return (
    <div className={styles.add}>
      <button type="button" className="button button-cta" aria-haspopup="dialog" aria-busy={busy} aria-label={ariaLabel} onClick={() => void start()}>
        {label}
      </button>
      {Loaded ? <Loaded key={run} {...picker} open={open} onClose={() => setOpen(false)} onAdded={added} /> : null}
      {feedback.node}
    </div>
  );
}
