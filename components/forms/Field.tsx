'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CountryCodePicker } from './CountryCodePicker';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { validationText } from '@/lib/validation/messages';
import './forms.css';

/**
 * The message for a validation key (lib/validation), with the field's label where the message names it; never a
 * library's own wording (lib/validation/messages.ts).
 */
export function useFieldMessage() {
  const t = useTranslations('validation');
  return (key: string | undefined, label: string) => validationText(key, label, (k, v) => t(k, v), (k) => t.has(k));
}

export function errorIds(id: string, error?: string, hint?: string) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The control's side of its link to the messages (give it to the one control of a LabelledField). */
export const fieldAria = (id: string, error?: string | null, hint?: string) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': errorIds(id, error ?? undefined, hint) });

/**
 * The one labelled field: a label for one control (which carries `id` and fieldAria), then its hint and message.
 * `error` is the message as shown; `className` adds a form's own look to the field's.
 */
export function LabelledField({ id, label, error, hint, className, children }: { id: string; label: ReactNode; error?: string | null; hint?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldMessages id={id} error={error ?? undefined} hint={hint} />
    </div>
  );
}

/** A labelled input whose message sits next to it (aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  hint,
  inputMode,
  dir,
  maxLength,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  dir?: 'ltr' | 'rtl' | 'auto';
  maxLength?: number;
}) {
  const message = useFieldMessage()(typeof error === 'string' ? error : error?.message, label);
  return (
    <LabelledField id={id} label={label} error={message} hint={hint}>
      <input id={id} type={type} autoComplete={autoComplete} inputMode={inputMode} dir={dir} maxLength={maxLength} {...fieldAria(id, message, hint)} {...registration} />
    </LabelledField>
  );
}

/** Country dial code plus number (spec §5 Mobile; default code 971), the code from the one picker (issue 16 §12). */
export function PhoneField({
  id,
  label,
  codeLabel,
  codeRegistration,
  numberRegistration,
  error,
}: {
  id: string;
  label: string;
  codeLabel: string;
  codeRegistration: UseFormRegisterReturn;
  numberRegistration: UseFormRegisterReturn;
  error?: FieldError | string;
}) {
  const message = useFieldMessage()(typeof error === 'string' ? error : error?.message, label);
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const t = useTranslations('validation');
  // The form keeps the code in a hidden input it registered; the picker shows and changes it.
  const hidden = useRef<HTMLInputElement | null>(null);
  const [code, setCode] = useState('');
  useEffect(() => setCode(hidden.current?.value ?? ''), []);
  return (
    <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="legend">{label}</legend>
      <div className="phone-row">
        <input
          type="hidden"
          {...codeRegistration}
          ref={(el) => {
            codeRegistration.ref(el);
            hidden.current = el;
          }}
        />
        <CountryCodePicker
          id={`${id}-code`}
          label={codeLabel}
          locale={locale}
          value={code}
          noResults={t('noCountry')}
          onChange={(next) => {
            setCode(next);
            if (hidden.current) {
              hidden.current.value = next;
              void codeRegistration.onChange({ target: hidden.current, type: 'change' });
            }
          }}
        />
        <input
          id={id}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={label}
          aria-invalid={message ? true : undefined}
          aria-describedby={errorIds(id, message)}
          {...numberRegistration}
        />
      </div>
      <FieldMessages id={id} error={message} />
    </fieldset>
  );
}

export function CheckField({
  id,
  label,
  registration,
  error,
}: {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError | string;
}) {
  const message = useFieldMessage()(typeof error === 'string' ? error : error?.message, '');
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input id={id} type="checkbox" aria-invalid={message ? true : undefined} aria-describedby={errorIds(id, message)} {...registration} />
        <span>{label}</span>
      </label>
      <FieldMessages id={id} error={message} />
    </div>
  );
}
