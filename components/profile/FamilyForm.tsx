'use client';
import { useActionState, useId } from 'react';
import { saveFamilyAction } from '@/lib/self-service/actions';
import type { FamilyMember, FormState } from '@/lib/self-service/types';

/**
 * Add or edit a family member (spec §5 visitor form rules, checked again by the provider). Labels and error texts
 * come as props from the server page (no client message catalogue). The form keeps what was typed when refused.
 */
export function FamilyForm({
  locale,
  member,
  labels,
  errorText,
}: {
  locale: string;
  member?: FamilyMember;
  labels: Record<'name' | 'email' | 'countryCode' | 'mobile' | 'dob' | 'gender' | 'male' | 'female' | 'notSet' | 'save' | 'fixAll', string>;
  errorText: Record<string, string>;
}) {
  const [state, action, pending] = useActionState<FormState, FormData>(saveFamilyAction, null);
  const id = useId();
  const v = (k: string, fallback?: string | null) => state?.values?.[k] ?? fallback ?? '';
  const err = (k: string) => state?.errors?.[k];
  const field = (name: string, label: string, type: string, fallback: string | null | undefined, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        defaultValue={v(name, fallback)}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={err(name) ? `${id}-${name}-error` : undefined}
        {...extra}
      />
      {err(name) ? (
        <p id={`${id}-${name}-error`} className="field-error">
          {errorText[err(name)!] ?? errorText.generic}
        </p>
      ) : null}
    </div>
  );
  return (
    <form action={action} className="form" noValidate key={state?.values ? JSON.stringify(state.values) : 'fresh'}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value="/profile/family" />
      {member ? <input type="hidden" name="id" value={member.id} /> : null}
      {state?.errors ? (
        <p role="alert" className="form-alert">
          {labels.fixAll}
        </p>
      ) : state?.message ? (
        <p role="alert" className="form-alert">
          {errorText[state.message] ?? errorText.generic}
        </p>
      ) : null}
      {field('name', labels.name, 'text', member?.name, { autoComplete: 'name', maxLength: 120 })}
      {field('email', labels.email, 'email', member?.email, { dir: 'ltr', maxLength: 120 })}
      <div className="phone-row">
        {field('country_code', labels.countryCode, 'text', member?.countryCode ?? '971', { inputMode: 'numeric', dir: 'ltr', maxLength: 5 })}
        {field('mobile_number', labels.mobile, 'tel', member?.mobile, { dir: 'ltr', maxLength: 20 })}
      </div>
      {field('dob', labels.dob, 'date', member?.dob)}
      <div className="field">
        <label htmlFor={`${id}-gender`}>{labels.gender}</label>
        <select id={`${id}-gender`} name="gender" defaultValue={v('gender', member?.gender)}>
          <option value="">{labels.notSet}</option>
          <option value="Male">{labels.male}</option>
          <option value="Female">{labels.female}</option>
        </select>
      </div>
      <button type="submit" className="button" disabled={pending}>
        {labels.save}
      </button>
    </form>
  );
}
