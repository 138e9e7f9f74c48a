'use client';
import { useEffect, useId, type ClipboardEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { changePasswordAction, saveProfileAction } from '@/lib/self-service/profile-actions';
import { passwordFormSchema, profileFormSchema, type PasswordFormValues, type ProfileFormValues } from '@/lib/self-service/schemas';
import { LabelledField, fieldAria } from '@/components/forms/Field';
import { cleanEmiratesIdInput, cleanIdProofNumber, ID_NUMBER_MAX } from '@/lib/validation/emirates-id';
import { FormOutcome } from './FormOutcome';
import { errorText, useActionForm } from './useActionForm';

type Text = Record<string, string>;
type Option = { value: string; label: string };

/**
 * A labelled control of a personal page's form (components/forms/Field.tsx's LabelledField), registered with
 * react-hook-form; `control` draws the control with its id, aria links and registration.
 */
export function FormField({
  id,
  name,
  label,
  message,
  control,
}: {
  id: string;
  name: string;
  label: string;
  message?: string;
  control: (p: { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const fieldId = `${id}-${name}`;
  return (
    <LabelledField id={fieldId} label={label} error={message}>
      {control({ id: fieldId, ...fieldAria(fieldId, message) })}
    </LabelledField>
  );
}

/**
 * Spec §5 / §9 ID number, 15 characters at most: the number is cleaned as it is typed or pasted (an Emirates ID keeps
 * its digits, dashes dropped; a passport number its letters and digits), so a pasted dashed number is not cut short.
 */
function idNumberTyping(reg: UseFormRegisterReturn, clean: (v: string) => string, set: (v: string) => void, placeholder?: string) {
  return {
    ...reg,
    dir: 'ltr' as const,
    maxLength: ID_NUMBER_MAX,
    autoComplete: 'off',
    placeholder,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      e.target.value = clean(e.target.value);
      return reg.onChange(e);
    },
    onPaste: (e: ClipboardEvent<HTMLInputElement>) => {
      e.preventDefault();
      const v = clean(e.clipboardData.getData('text'));
      e.currentTarget.value = v;
      set(v);
    },
  };
}

/** Spec §3 customer profile form (ID proof 32 Emirates ID / 33 Passport with the spec §5 rules). */
export function ProfileEditForm({
  locale,
  initial,
  t,
  errors,
  countries,
  religions,
  purposes,
}: {
  locale: string;
  initial: ProfileFormValues;
  t: Text;
  errors: Text;
  /** The nationality picker's countries (value ISO 3166 alpha-2, as the profile stores it; names in the page's language). */
  countries: Option[];
  /** The venue's religions (site config), by id; the field is left out when the venue offers none. */
  religions: Option[];
  /** The venue's customer tags (spec §3 customer_tag, "Purpose of visit"), by id, named in the page's language. */
  purposes: Option[];
}) {
  const { form, result, pending, invalid, formProps } = useActionForm<ProfileFormValues>({
    schema: profileFormSchema,
    action: saveProfileAction,
    defaultValues: initial,
    hidden: { locale },
    shouldUnregister: true,
  });
  const { register, formState, setValue } = form;
  const id = useId();
  const idType = form.watch('id_proof_type_id');
  const err = (k: keyof ProfileFormValues) => errorText(errors, formState.errors[k]?.message);
  const text = (name: keyof ProfileFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <FormField id={id} name={name} label={label} message={err(name)} control={(p) => <input type="text" {...p} {...register(name)} {...extra} />} />
  );
  // A stored value the list does not know stays selectable, so saving never changes it silently.
  const select = (name: keyof ProfileFormValues, label: string, empty: string, options: Option[]) => (
    <FormField
      id={id}
      name={name}
      label={label}
      message={err(name)}
      control={(p) => (
        <select {...p} {...register(name)}>
          <option value="">{empty}</option>
          {initial[name] && !options.some((o) => o.value === initial[name]) ? <option value={initial[name]}>{initial[name]}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
  const setIdNumber = (v: string) => setValue('id_proof_number', v, { shouldValidate: formState.submitCount > 0 });
  return (
    <form {...formProps} className="form">
      <input type="hidden" name="locale" value={locale} />
      <FormOutcome result={result} invalid={invalid} errors={errors} />
      {text('first_name', t.firstName!, { autoComplete: 'given-name', maxLength: 120 })}
      {text('last_name', t.lastName!, { autoComplete: 'family-name', maxLength: 120 })}
      {text('email', t.email!, { type: 'email', dir: 'ltr', maxLength: 120 })}
      <div className="phone-row">
        {text('country_code', t.countryCode!, { dir: 'ltr', inputMode: 'numeric', maxLength: 5 })}
        {text('mobile_number', t.mobile!, { type: 'tel', dir: 'ltr', maxLength: 20 })}
      </div>
      {text('dob', t.dob!, { type: 'date' })}
      {select('gender', t.gender!, t.notSet!, [
        { value: 'Male', label: t.male! },
        { value: 'Female', label: t.female! },
      ])}
      {select('nationality', t.nationality!, t.notSet!, countries)}
      {select('id_proof_type_id', t.idType!, t.none!, [
        { value: '32', label: t.emiratesId! },
        { value: '33', label: t.passport! },
      ])}
      {idType ? (
        <FormField
          id={id}
          name="id_proof_number"
          label={t.idNumber!}
          message={err('id_proof_number')}
          control={(p) => (
            <input
              type="text"
              {...p}
              {...idNumberTyping(register('id_proof_number'), idType === '32' ? cleanEmiratesIdInput : cleanIdProofNumber, setIdNumber, idType === '32' ? '784XXXXXXXXXXXX' : undefined)}
            />
          )}
        />
      ) : null}
      {idType ? text('expiry_date', t.expiry!, { type: 'date' }) : null}
      {idType === '33' ? text('passport_issue_date', t.issue!, { type: 'date' }) : null}
      {text('place_of_birth', t.placeOfBirth!, { maxLength: 120 })}
      {text('booking_reason', t.reason!, { maxLength: 120 })}
      {religions.length || initial.religion_id ? select('religion_id', t.religion!, t.notSet!, religions) : null}
      {purposes.length || initial.customer_tag ? select('customer_tag', t.purpose!, t.notSet!, purposes) : null}
      <button type="submit" className="button" disabled={pending}>
        {t.save}
      </button>
    </form>
  );
}

const NO_PASSWORDS: PasswordFormValues = { current_password: '', password: '', confirm_password: '' };

/** Change password (spec §9 password rules); emptied once changed. */
export function PasswordForm({ locale, t, errors }: { locale: string; t: Text; errors: Text }) {
  const { form, result, pending, invalid, formProps } = useActionForm<PasswordFormValues>({
    schema: passwordFormSchema,
    action: changePasswordAction,
    defaultValues: NO_PASSWORDS,
    hidden: { locale },
  });
  const { reset } = form;
  useEffect(() => {
    if (result?.ok) reset(NO_PASSWORDS, { keepIsSubmitted: false });
  }, [result, reset]);
  const id = useId();
  const pw = (name: keyof PasswordFormValues, label: string, auto: string) => (
    <FormField
      id={id}
      name={name}
      label={label}
      message={errorText(errors, form.formState.errors[name]?.message)}
      control={(p) => <input type="password" autoComplete={auto} {...p} {...form.register(name)} />}
    />
  );
  return (
    <form {...formProps} className="form">
      <input type="hidden" name="locale" value={locale} />
      <FormOutcome result={result} invalid={invalid} errors={errors} />
      {pw('current_password', t.currentPassword!, 'current-password')}
      {pw('password', t.newPassword!, 'new-password')}
      {pw('confirm_password', t.confirmPassword!, 'new-password')}
      <button type="submit" className="button" disabled={pending}>
        {t.changePassword}
      </button>
    </form>
  );
}
