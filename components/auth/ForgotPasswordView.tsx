'use client';
import { useTranslations } from 'next-intl';
import { useNextUrl, withNextUrl } from './useNextUrl';
import { FormAlert, SubmitButton } from './AuthFormParts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toastError, toastSuccess } from '@/components/shell/toast';
import { forgotPasswordRequest, forgotPasswordReset, forgotPasswordValidate } from '@/lib/auth/actions';
import type { ForgotRequestInput, OtpInput, ResetPasswordInput } from '@/lib/validation/forms';
import { useWarmResolver } from '@/components/forms/lazy-resolver';
import { forgotRequestCaptchaResolver, forgotRequestResolver, otpResolver, resetPasswordResolver } from './resolvers';
import { TextField, useFieldMessage } from '@/components/forms/Field';
import { Captcha } from '@/components/forms/Captcha';
import { useFailureText } from './useFailure';

type Step = 'request' | 'otp' | 'reset' | 'done';
const STEPS: Step[] = ['request', 'otp', 'reset', 'done'];

/** Forgot password (spec §4): request, then OTP, then reset, then done; captcha cleared after failures (spec §8). */
export function ForgotPasswordView({ loginHref: login, skipCaptcha }: { loginHref: string; skipCaptcha: boolean }) {
  const t = useTranslations('auth');
  // Back to the login page with the page the visitor came from, so signing in returns there.
  const loginHref = withNextUrl(login, useNextUrl());
  const failureText = useFailureText();
  const [step, setStep] = useState<Step>('request');
  const [alert, setAlert] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [cToken, setCToken] = useState('');
  const stepLabel: Record<Step, string> = { request: t('stepRequest'), otp: t('stepOtp'), reset: t('stepReset'), done: t('stepDone') };

  const failed = (r: { code: string; message: string | null }) => {
    // Spec §8: OTP and reset failures show the server message in an error toast, which closes earlier ones.
    const text = failureText(r);
    toastError(text);
    setAlert(text);
  };
  /** A step done: its alert cleared, its success toast (when it has one), the next step. */
  const advance = (next: Step, success?: string) => {
    setAlert(null);
    if (success) toastSuccess(success);
    setStep(next);
  };

  return (
    <div className="auth-card">
      <h1>{t('forgotTitle')}</h1>
      <ol className="steps" aria-label={t('stepsLabel')}>
        {STEPS.map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {stepLabel[s]}
          </li>
        ))}
      </ol>
      <FormAlert message={alert} />
      {step === 'request' ? (
        <RequestStep
          skipCaptcha={skipCaptcha}
          onSent={(e, token) => {
            setEmail(e);
            setCToken(token);
            advance('otp', t('otpSent'));
          }}
          onFail={failed}
        />
      ) : null}
      {step === 'otp' ? (
        <OtpStep
          email={email}
          onValid={() => advance('reset')}
          onFail={failed}
        />
      ) : null}
      {step === 'reset' ? (
        <ResetStep
          cToken={cToken}
          onDone={() => advance('done', t('resetDone'))}
          onFail={failed}
        />
      ) : null}
      {step === 'done' ? (
        <>
          <p role="status" className="form-success">
            {t('resetDone')}
          </p>
          <a className="button" href={loginHref}>
            {t('backToLogin')}
          </a>
        </>
      ) : (
        <a href={loginHref}>{t('backToLogin')}</a>
      )}
    </div>
  );
}

type Fail = (r: { code: string; message: string | null }) => void;
const down = { ok: false as const, code: 'provider_down', message: null, fields: undefined };

function RequestStep({ skipCaptcha, onSent, onFail }: { skipCaptcha: boolean; onSent: (email: string, cToken: string) => void; onFail: Fail }) {
  const t = useTranslations('auth');
  // zod and the step's schema load on the first check, not with the page (./resolvers, issue 27 §2).
  const resolver = skipCaptcha ? forgotRequestResolver : forgotRequestCaptchaResolver;
  useWarmResolver(resolver);
  const { register, handleSubmit, formState, setValue, watch, setError } = useForm<ForgotRequestInput>({
    resolver,
    defaultValues: { email: '', captcha: '' },
  });
  const captcha = watch('captcha');
  const fieldMessage = useFieldMessage();
  const submit = handleSubmit(async (values) => {
    const r = await forgotPasswordRequest(values).catch(() => down);
    if (r.ok) return onSent(values.email.trim(), r.data.cToken);
    // Spec §8: captcha cleared after a failed OTP generate.
    setValue('captcha', '');
    for (const [k, v] of Object.entries(r.fields ?? {})) setError(k as keyof ForgotRequestInput, { message: v });
    onFail(r);
  });
  return (
    <form method="post" className="form" noValidate onSubmit={submit}>
      <p>{t('forgotIntro')}</p>
      <TextField id="forgot-email" type="email" inputMode="email" label={t('emailLabel')} autoComplete="email" registration={register('email')} error={formState.errors.email} />
      {skipCaptcha ? null : (
        <Captcha id="forgot-captcha" value={captcha} onChange={(v) => setValue('captcha', v, { shouldValidate: formState.isSubmitted })} error={fieldMessage(formState.errors.captcha?.message, t('captchaLabel'))} labels={{ label: t('captchaLabel') }} />
      )}
      <SubmitButton busy={formState.isSubmitting} label={t('sendOtp')} />
    </form>
  );
}

function OtpStep({ email, onValid, onFail }: { email: string; onValid: () => void; onFail: Fail }) {
  const t = useTranslations('auth');
  const failureText = useFailureText();
  useWarmResolver(otpResolver);
  const { register, handleSubmit, formState, setError } = useForm<OtpInput>({ resolver: otpResolver, defaultValues: { otp: '' } });
  const submit = handleSubmit(async (values) => {
    const r = await forgotPasswordValidate({ email, otp: values.otp }).catch(() => down);
    if (r.ok) return onValid();
    if (r.code === 'otp_invalid' || r.code === 'otp_expired') {
      // Beside the code, and (spec §8: OTP failures) as an error toast, which closes the 'OTP sent' one.
      setError('otp', { message: r.code === 'otp_expired' ? 'otpExpired' : 'otpWrong' });
      toastError(failureText(r));
    } else onFail(r);
  });
  return (
    <form method="post" className="form" noValidate onSubmit={submit}>
      <p>{t('otpSentTo', { email })}</p>
      <TextField id="forgot-otp" label={t('otpLabel')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" registration={register('otp')} error={formState.errors.otp} />
      <SubmitButton busy={formState.isSubmitting} label={t('verifyOtp')} />
    </form>
  );
}

function ResetStep({ cToken, onDone, onFail }: { cToken: string; onDone: () => void; onFail: Fail }) {
  const t = useTranslations('auth');
  useWarmResolver(resetPasswordResolver);
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordInput>({
    resolver: resetPasswordResolver,
    defaultValues: { password: '', confirm_password: '' },
  });
  const submit = handleSubmit(async (values) => {
    const r = await forgotPasswordReset({ ...values, cToken }).catch(() => down);
    if (r.ok) return onDone();
    for (const [k, v] of Object.entries(r.fields ?? {})) setError(k as keyof ResetPasswordInput, { message: v });
    onFail(r);
  });
  return (
    <form method="post" className="form" noValidate onSubmit={submit}>
      <TextField id="reset-password" type="password" label={t('newPassword')} autoComplete="new-password" hint={t('passwordHint')} registration={register('password')} error={formState.errors.password} />
      <TextField id="reset-confirm" type="password" label={t('confirmPassword')} autoComplete="new-password" registration={register('confirm_password')} error={formState.errors.confirm_password} />
      <SubmitButton busy={formState.isSubmitting} label={t('resetButton')} />
    </form>
  );
}
