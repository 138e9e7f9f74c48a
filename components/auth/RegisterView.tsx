'use client';
import { useTranslations } from 'next-intl';
import { useNextUrl, withNextUrl } from './useNextUrl';
import { FormAlert, SubmitButton, MobileField } from './AuthFormParts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toastSuccess } from '@/components/shell/toast';
import { register as registerAction, sendRegistrationOtp } from '@/lib/auth/actions';
import type { RegisterInput } from '@/lib/validation/forms';
import { registerResolver } from './resolvers';
import { useWarmResolver } from '@/components/forms/lazy-resolver';
import { DEFAULT_COUNTRY_CODE } from '@/lib/countries/defaults';
import { CheckField, TextField } from '@/components/forms/Field';
import { OtpModal } from './OtpModal';
import { useOtpDialog } from './useOtpDialog';
import { useFailureText } from './useFailure';

/** /register (spec §3 registration payload, §7 auth/register with OTP validation first). */
export function RegisterView({ home, loginHref }: { home: string; loginHref: string }) {
  const t = useTranslations('auth');
  // Opened from the login modal over a booking: back to that page once registered (the booking resumes there).
  const nextUrl = useNextUrl();
  const failureText = useFailureText();
  const [alert, setAlert] = useState<string | null>(null);
  useWarmResolver(registerResolver);
  const { register, handleSubmit, formState, setError, getValues } = useForm<RegisterInput>({
    resolver: registerResolver,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      country_code: DEFAULT_COUNTRY_CODE,
      mobile_number: '',
      password: '',
      confirm_password: '',
      accept_terms: false,
      newsletter: false,
    },
  });

  const applyFields = (fields?: Record<string, string>) => {
    for (const [k, v] of Object.entries(fields ?? {})) if (k !== 'otp') setError(k as keyof RegisterInput, { message: v });
  };

  const otp = useOtpDialog({
    verify: (code) => registerAction({ ...getValues(), otp: code }),
    onVerified: () => {
      toastSuccess(t('registered'));
      window.location.assign(nextUrl ?? home);
    },
    onRefused: (r) => {
      // Spec §8: an OTP failure is flagged as an OTP error; the registration was not submitted.
      if (r.code === 'otp_error') return { codeError: r.fields?.otp ?? 'otpWrong' };
      applyFields(r.fields);
      setAlert(failureText(r));
      return 'close';
    },
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const r = await sendRegistrationOtp(values).catch(() => ({ ok: false as const, code: 'provider_down', message: null, fields: undefined }));
    if (!r.ok) {
      applyFields(r.fields);
      return setAlert(failureText(r));
    }
    otp.sent();
  });

  const e = formState.errors;
  return (
    <div className="auth-card">
      <h1>{t('registerTitle')}</h1>
      <FormAlert message={alert} />
      <form method="post" className="form" noValidate onSubmit={submit}>
        <TextField id="reg-first" label={t('firstName')} autoComplete="given-name" registration={register('first_name')} error={e.first_name} />
        <TextField id="reg-last" label={t('lastName')} autoComplete="family-name" registration={register('last_name')} error={e.last_name} />
        <TextField id="reg-email" type="email" inputMode="email" label={t('emailLabel')} autoComplete="email" registration={register('email')} error={e.email} />
        <MobileField id="reg-mobile" register={register} errors={e} />
        <TextField id="reg-password" type="password" label={t('passwordLabel')} autoComplete="new-password" hint={t('passwordHint')} registration={register('password')} error={e.password} />
        <TextField id="reg-confirm" type="password" label={t('confirmPassword')} autoComplete="new-password" registration={register('confirm_password')} error={e.confirm_password} />
        <CheckField id="reg-terms" label={t('termsAgree')} registration={register('accept_terms')} error={e.accept_terms} />
        <CheckField id="reg-news" label={t('newsletter')} registration={register('newsletter')} />
        <SubmitButton busy={formState.isSubmitting} label={t('registerButton')} />
      </form>
      <p>
        {t('haveAccount')} <a href={withNextUrl(loginHref, nextUrl)}>{t('loginLink')}</a>
      </p>
      <OtpModal {...otp.modal} intro={t('registerOtpIntro', { email: getValues('email') })} submitLabel={t('registerButton')} />
    </div>
  );
}
