'use client';
import { useId } from 'react';
import { saveFamilyAction } from '@/lib/self-service/actions';
import { familyFormSchema, type FamilyFormValues } from '@/lib/self-service/schemas';
import type { FamilyMember } from '@/lib/self-service/types';
import { FormOutcome } from './FormOutcome';
import { FormField } from './ProfileForms';
import { errorText, useActionForm } from './useActionForm';

/**
 * Add or edit a family member (spec §5 visitor form rules, checked again by the provider). Labels and error texts
 * come as props from the family page's island. The form keeps what was typed when refused.
 */
export function FamilyForm({
  locale,
  member,
  labels,
  errorText: errorWords,
  onSettled,
}: {
  locale: string;
  member?: FamilyMember;
  labels: Record<'name' | 'email' | 'countryCode' | 'mobile' | 'dob' | 'gender' | 'male' | 'female' | 'notSet' | 'save' | 'fixAll', string>;
  errorText: Record<string, string>;
  /** The family page's island reads the family again after each save (useActionForm). */
  onSettled?: () => void;
}) {
  const { form, result, pending, invalid, formProps } = useActionForm<FamilyFormValues>({
    schema: familyFormSchema,
    action: saveFamilyAction,
    defaultValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      country_code: member?.countryCode ?? '971',
      mobile_number: member?.mobile ?? '',
      dob: member?.dob ?? '',
      gender: member?.gender ?? '',
    },
    hidden: { locale, back: '/profile/family', id: member?.id },
    onSettled,
  });
  const id = useId();
  const field = (name: keyof FamilyFormValues, label: string, type: string, extra: Record<string, unknown> = {}) => (
    <FormField
      id={id}
      name={name}
      label={label}
      message={errorText(errorWords, form.formState.errors[name]?.message)}
      control={(p) => <input type={type} {...p} {...form.register(name)} {...extra} />}
    />
  );
  return (
    <form {...formProps} className="form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value="/profile/family" />
      {member ? <input type="hidden" name="id" value={member.id} /> : null}
      <FormOutcome result={result} invalid={invalid} errors={{ ...errorWords, fixAll: labels.fixAll }} />
      {field('name', labels.name, 'text', { autoComplete: 'name', maxLength: 120 })}
      {field('email', labels.email, 'email', { dir: 'ltr', maxLength: 120 })}
      <div className="phone-row">
        {field('country_code', labels.countryCode, 'text', { inputMode: 'numeric', dir: 'ltr', maxLength: 5 })}
        {field('mobile_number', labels.mobile, 'tel', { dir: 'ltr', maxLength: 20 })}
      </div>
      {field('dob', labels.dob, 'date')}
      <FormField
        id={id}
        name="gender"
        label={labels.gender}
        control={(p) => (
          <select {...p} {...form.register('gender')}>
            <option value="">{labels.notSet}</option>
            <option value="Male">{labels.male}</option>
            <option value="Female">{labels.female}</option>
          </select>
        )}
      />
      <button type="submit" className="button" disabled={pending}>
        {labels.save}
      </button>
    </form>
  );
}
