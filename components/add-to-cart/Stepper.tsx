'use client';
import type { StepperLabels } from './types';
import styles from './add.module.css';

/** Quantity stepper (spec §4 per-card quantity: plus and minus between min and max). */
export function Stepper({ value, onChange, min = 0, max, labels, disabled }: { value: number; onChange: (n: number) => void; min?: number; max: number; labels: StepperLabels; disabled?: boolean }) {
  return (
    <div className={styles.stepper} role="group" aria-label={labels.group}>
      <button type="button" className="icon-button" aria-label={labels.decrease} disabled={disabled || value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" className="icon-button" aria-label={labels.increase} disabled={disabled || value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
