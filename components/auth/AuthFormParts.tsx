'use client';
import { useTranslations } from 'next-intl';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { PhoneField } from '@/components/forms/Field';
import { useHydrated } from '@/components/ui/useHydrated';

/** The sign-in family's forms (login, register, guest, partner, password reset) share these three parts. */

/** A form's refusal, read out as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="form-alert">
      {message}
    </p>
  ) : null;
}

/**
 * The submit button: disabled and marked busy while the form is sent, with the spec's 'working' wording; disabled
 * too until the page has hydrated (a press before that would post the form natively and empty what was typed).
 */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const t = useTranslations('auth');
  const hydrated = useHydrated();
  return (
    <button type="submit" className="button button-cta" disabled={busy || !hydrated} aria-busy={busy}>
      {busy ? t('working') : label}
    </button>
  );
}

type MobileFields = { country_code: string; mobile_number: string };

/** The account's mobile (spec §5 Mobile): country code and number, registered as `country_code` and `mobile_number`. */
export function MobileField<T extends FieldValues & MobileFields>({ id, register, errors }: { id: string; register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const t = useTranslations('auth');
  const e = errors as FieldErrors<MobileFields>;
  return (
    <PhoneField
      id={id}
      label={t('mobileLabel')}
      codeLabel={t('countryCode')}
      codeRegistration={register('country_code' as Path<T>)}
      numberRegistration={register('mobile_number' as Path<T>)}
      error={e.mobile_number ?? e.country_code}
    />
  );
}
