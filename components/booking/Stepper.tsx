'use client';

/**
 * A quantity stepper: minus, the value announced to assistive tech, plus disabled at the cap (spec §5). Plain
 * buttons, so it works by keyboard; the live value is an output element.
 */
export function Stepper({
  value,
  max,
  onChange,
  name,
  labels,
}: {
  value: number;
  max: number;
  onChange: (v: number) => void;
  name: string;
  labels: { decrease: string; increase: string; quantity: string };
}) {
  return (
    <div className="stepper" role="group" aria-label={labels.quantity}>
      <button type="button" className="icon-button" aria-label={labels.decrease} disabled={value <= 0} onClick={() => onChange(Math.max(0, value - 1))}>
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" aria-label={labels.quantity} data-name={name}>
        {value}
      </output>
      <button type="button" className="icon-button" aria-label={labels.increase} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
