'use client';
import { useActionState, useEffect, useId } from 'react';
import { savePreferencesAction } from '@/lib/self-service/preference-actions';
import { TEXT_SIZE_NAMES, type TextSizeName } from '@/lib/self-service/preferences';
import type { FormState } from '@/lib/self-service/types';
import { TEXT_SIZE_EVENT } from '@/components/shell/TextSize';
import { Field } from './ProfileForms';

type Text = Record<string, string>;

/** Text size and preferred language (issue 13 item 1), saved with the provider and applied on this browser. */
export function PreferencesForm({ locale, initial, t, errors }: { locale: string; initial: { size: TextSizeName; language: string }; t: Text; errors: Text }) {
  const [state, action, pending] = useActionState<FormState, FormData>(savePreferencesAction, null);
  const id = useId();
  useEffect(() => {
    if (state?.ok && state.values?.size) window.dispatchEvent(new CustomEvent(TEXT_SIZE_EVENT, { detail: state.values.size }));
  }, [state]);
  const err = (k: string) => (state?.errors?.[k] ? (errors[state.errors[k]] ?? errors.generic) : undefined);
  const select = (name: 'size' | 'language', label: string, options: Array<[string, string]>) => (
    <Field id={id} name={name} label={label} error={err(name)}>
      {(p) => (
        <select {...p} defaultValue={state?.values?.[name] ?? initial[name]}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <form action={action} className="form" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {state?.ok ? (
        <p role="status" className="form-success">
          {t.saved}
        </p>
      ) : state?.errors ? (
        <p role="alert" className="form-alert">
          {errors.fixAll}
        </p>
      ) : state?.message ? (
        <p role="alert" className="form-alert">
          {errors.generic}
        </p>
      ) : null}
      {select('size', t.textSize!, TEXT_SIZE_NAMES.map((s) => [s, t[s]!]))}
      {select('language', t.language!, [
        ['en', t.english!],
        ['ar', t.arabic!],
      ])}
      <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
        {t.save}
      </button>
    </form>
  );
}
