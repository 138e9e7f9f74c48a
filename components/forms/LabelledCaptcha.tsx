'use client';
import { useId } from 'react';

import { CAPTCHA_TEST_RESPONSE as SANDBOX_CAPTCHA_KEY } from '@/lib/captcha';

/**
 * The captcha widget for islands that bring their own labels (the lead form; the account forms use Captcha.tsx
 * with their message catalogue). With no real site key configured (the sandbox), an accessible "I am not a robot" check box
 * yields the test key; clearing `value` (after a failed submit, spec §8) unticks it.
 */
export function Captcha({
  value,
  onChange,
  error,
  labels,
}: {
  value: string;
  onChange: (token: string) => void;
  error: string | null;
  labels: { label: string; required: string; verified: string; group: string };
}) {
  const id = useId();
  return (
    <div className="captcha" role="group" aria-label={labels.group}>
      <label htmlFor={id} className="check">
        <input
          id={id}
          type="checkbox"
          checked={!!value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked ? SANDBOX_CAPTCHA_KEY : '')}
        />
        <span>{labels.label}</span>
      </label>
      {value ? <span className="captcha-ok">{labels.verified}</span> : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
