'use client';
import { useActionState, useId, useState, type ReactNode } from 'react';
import { changePasswordAction, saveProfileAction, uploadProfileFileAction } from '@/lib/self-service/actions';
import type { FormState } from '@/lib/self-service/types';
import { FileChooser } from '@/components/forms/FileChooser';
import { cleanEmiratesIdInput, cleanIdProofNumber, ID_NUMBER_MAX } from '@/lib/validation/emirates-id';

type Text = Record<string, string>;

/** A labelled control with its error line; the control gets id, name and the aria links from `children`. */
export function Field({ id, name, label, error, children }: { id: string; name: string; label: string; error?: string; children: (p: Record<string, unknown>) => ReactNode }) {
  const fid = `${id}-${name}`;
  return (
    <div className="field">
      <label htmlFor={fid}>{label}</label>
      {children({ id: fid, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${fid}-error` : undefined })}
      {error ? (
        <p id={`${fid}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Outcome({ state, t, errors }: { state: FormState; t: Text; errors: Text }) {
  if (!state) return null;
  if (state.ok) return <p role="status" className="form-success">{state.message}</p>;
  if (state.errors) return <p role="alert" className="form-alert">{errors.fixAll}</p>;
  if (state.message) return <p role="alert" className="form-alert">{errors[state.message] ?? errors.generic ?? t.save}</p>;
  return null;
}

/**
 * Spec §5 / §9 ID number, 15 characters at most: the number is cleaned as it is typed or pasted (an Emirates ID keeps
 * its digits, dashes dropped; a passport number its letters and digits), so a pasted dashed number is not cut short.
 */
function idNumberTyping(clean: (v: string) => string, placeholder?: string) {
  return {
    dir: 'ltr',
    maxLength: ID_NUMBER_MAX,
    autoComplete: 'off',
    placeholder,
    onInput: (e: React.FormEvent<HTMLInputElement>) => {
      e.currentTarget.value = clean(e.currentTarget.value);
    },
    onPaste: (e: React.ClipboardEvent<HTMLInputElement>) => {
      e.preventDefault();
      e.currentTarget.value = clean(e.clipboardData.getData('text'));
    },
  };
}

/** Spec §3 customer profile form (ID proof 32 Emirates ID / 33 Passport with the spec §5 rules). */
export function ProfileEditForm({ locale, initial, t, errors }: { locale: string; initial: Record<string, string>; t: Text; errors: Text }) {
  const [state, action, pending] = useActionState<FormState, FormData>(saveProfileAction, null);
  const id = useId();
  const value = (k: string) => state?.values?.[k] ?? initial[k] ?? '';
  const [idType, setIdType] = useState(value('id_proof_type_id'));
  const err = (k: string) => (state?.errors?.[k] ? (errors[state.errors[k]] ?? errors.generic) : undefined);
  const text = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={id} name={name} label={label} error={err(name)}>
      {(p) => <input type="text" defaultValue={value(name)} {...p} {...extra} />}
    </Field>
  );
  return (
    <form action={action} className="form" noValidate key={state?.values ? JSON.stringify(state.values) : 'profile'}>
      <input type="hidden" name="locale" value={locale} />
      <Outcome state={state} t={t} errors={errors} />
      {text('first_name', t.firstName!, { autoComplete: 'given-name', maxLength: 120 })}
      {text('last_name', t.lastName!, { autoComplete: 'family-name', maxLength: 120 })}
      {text('email', t.email!, { type: 'email', dir: 'ltr', maxLength: 120 })}
      <div className="phone-row">
        {text('country_code', t.countryCode!, { dir: 'ltr', inputMode: 'numeric', maxLength: 5 })}
        {text('mobile_number', t.mobile!, { type: 'tel', dir: 'ltr', maxLength: 20 })}
      </div>
      {text('dob', t.dob!, { type: 'date' })}
      <Field id={id} name="gender" label={t.gender!} error={err('gender')}>
        {(p) => (
          <select defaultValue={value('gender')} {...p}>
            <option value="">{t.notSet}</option>
            <option value="Male">{t.male}</option>
            <option value="Female">{t.female}</option>
          </select>
        )}
      </Field>
      {text('nationality', t.nationality!, { dir: 'ltr', maxLength: 3 })}
      <Field id={id} name="id_proof_type_id" label={t.idType!} error={err('id_proof_type_id')}>
        {(p) => (
          <select value={idType} onChange={(e) => setIdType(e.target.value)} {...p}>
            <option value="">{t.none}</option>
            <option value="32">{t.emiratesId}</option>
            <option value="33">{t.passport}</option>
          </select>
        )}
      </Field>
      {idType ? text('id_proof_number', t.idNumber!, idNumberTyping(idType === '32' ? cleanEmiratesIdInput : cleanIdProofNumber, idType === '32' ? '784XXXXXXXXXXXX' : undefined)) : null}
      {idType ? text('expiry_date', t.expiry!, { type: 'date' }) : null}
      {idType === '33' ? text('passport_issue_date', t.issue!, { type: 'date' }) : null}
      {text('place_of_birth', t.placeOfBirth!, { maxLength: 120 })}
      {text('booking_reason', t.reason!, { maxLength: 120 })}
      <button type="submit" className="button" disabled={pending}>
        {t.save}
      </button>
    </form>
  );
}

export function PasswordForm({ locale, t, errors }: { locale: string; t: Text; errors: Text }) {
  const [state, action, pending] = useActionState<FormState, FormData>(changePasswordAction, null);
  const id = useId();
  const err = (k: string) => (state?.errors?.[k] ? (errors[state.errors[k]] ?? errors.generic) : undefined);
  const pw = (name: string, label: string, auto: string) => (
    <Field id={id} name={name} label={label} error={err(name)}>
      {(p) => <input type="password" autoComplete={auto} {...p} />}
    </Field>
  );
  return (
    <form action={action} className="form" noValidate key={state?.ok ? 'done' : 'password'}>
      <input type="hidden" name="locale" value={locale} />
      <Outcome state={state} t={t} errors={errors} />
      {pw('current_password', t.currentPassword!, 'current-password')}
      {pw('password', t.newPassword!, 'new-password')}
      {pw('confirm_password', t.confirmPassword!, 'new-password')}
      <button type="submit" className="button" disabled={pending}>
        {t.changePassword}
      </button>
    </form>
  );
}

export function ProfileFileForm({ locale, kind, t, errors }: { locale: string; kind: 'image' | 'documents'; t: Text; errors: Text }) {
  const [state, action, pending] = useActionState<FormState, FormData>(uploadProfileFileAction, null);
  const id = useId();
  const err = (k: string) => (state?.errors?.[k] ? (errors[state.errors[k]] ?? errors.generic) : undefined);
  return (
    <form action={action} className="form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value="/profile/user" />
      <input type="hidden" name="kind" value={kind} />
      {state?.message ? (
        <p role="alert" className="form-alert">
          {errors[state.message] ?? errors.generic}
        </p>
      ) : null}
      {kind === 'documents' ? (
        <Field id={id} name="key" label={t.documentKind!} error={err('key')}>
          {(p) => (
            <select {...p}>
              <option value="id_front">{t.id_front}</option>
              <option value="id_back">{t.id_back}</option>
              <option value="passport">{t.passportDoc}</option>
            </select>
          )}
        </Field>
      ) : null}
      <Field id={id} name="file" label={kind === 'image' ? t.image! : t.file!} error={err('file')}>
        {(p) => <FileChooser {...p} id={String(p.id)} choose={t.chooseFile!} none={t.noFile!} accept={kind === 'image' ? 'image/jpeg,image/png' : 'image/jpeg,image/png,application/pdf'} />}
      </Field>
      <p className="field-hint">{kind === 'image' ? t.imageHint : t.documentHint}</p>
      <button type="submit" className="button button-outline" disabled={pending}>
        {kind === 'image' ? t.uploadImage : t.uploadDocument}
      </button>
    </form>
  );
}
