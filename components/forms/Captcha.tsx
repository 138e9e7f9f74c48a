'use client';
import { useId } from 'react';
import { CAPTCHA_TEST_RESPONSE } from '@/lib/captcha';

export interface CaptchaLabels {
  /** The check box's visible label (its accessible name). */
  label: string;
  /** Shown beside the ticked box. */
  verified?: string;
  /** Accessible name of the widget as a group. */
  group?: string;
}

/**
 * The captcha of spec §5, for every form (account forms and the lead form); strings come from the caller's own
 * messages. The provider's captcha service is not reachable from here, so the widget plays its test key (the sandbox
 * accepts it); the form clears `value` after a failed submit (spec §8), which unticks the box.
 */
export function Captcha({
  id,
  value,
  onChange,
  error,
  labels,
}: {
  id?: string;
  value: string;
  onChange: (token: string) => void;
  /** The message to show, already in the visitor's language. */
  error?: string | null;
  labels: CaptchaLabels;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="field">
      <div className="captcha" role={labels.group ? 'group' : undefined} aria-label={labels.group}>
        <label htmlFor={inputId} className="check">
          <input
            id={inputId}
            type="checkbox"
            checked={value !== ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.target.checked ? CAPTCHA_TEST_RESPONSE : '')}
          />
          <span>{labels.label}</span>
        </label>
        {value && labels.verified ? <span className="captcha-ok">{labels.verified}</span> : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
