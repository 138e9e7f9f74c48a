'use client';
import { useTranslations } from 'next-intl';
import { withNextUrl } from './useNextUrl';
import { FormAlert, SubmitButton, MobileField } from './AuthFormParts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginWithMobile, loginWithOtp, requestLoginOtp, startSso } from '@/lib/auth/actions';
import type { MobileLoginInput, OtpRequestInput } from '@/lib/validation/forms';
import { mobileLoginResolver, otpRequestResolver } from './resolvers';
import { useWarmResolver } from '@/components/forms/lazy-resolver';
import { DEFAULT_COUNTRY_CODE } from '@/lib/countries/defaults';
import { guestLoginOffered } from '@/lib/auth/guest';
import { readCart } from '@/lib/cart/storage';
import { TextField, useFieldMessage } from '@/components/forms/Field';
import { Captcha } from '@/components/forms/Captcha';
import { OtpModal } from './OtpModal';
import { useOtpDialog } from './useOtpDialog';
import { GuestLogin } from './GuestLogin';
import { useFailureText } from './useFailure';
import type { LoginSettings } from '@/lib/auth/login-settings';

/**
 * The ways to sign in (spec §2 login modal, §6 registered customer): mobile + password, email + OTP + captcha when
 * the OTP login is on, single sign-on when enabled, and guest login where offered (spec §6). Shared by the /login
 * page and the login modal; what happens after a sign-in is the caller's (`onDone`).
 */
export function SignInPanel({
  locale,
  settings: { host, flags, links },
  nextUrl,
  alert,
  onAlert,
  busy: outerBusy = false,
  allowGuest = true,
  onDone,
  beforeLeave,
}: {
  locale: string;
  settings: LoginSettings;
  /** Where the single sign-on comes back to (same-origin path). */
  nextUrl: string | null;
  alert: string | null;
  onAlert: (text: string | null) => void;
  busy?: boolean;
  /** False where guest login would not do (participant details) or is offered beside the form already. */
  allowGuest?: boolean;
  onDone: () => void;
  /** Runs before the browser leaves for the single sign-on, registration or a password reset (keep what must survive the trip). */
  beforeLeave?: () => void;
}) {
  const t = useTranslations('auth');
  const failureText = useFailureText();
  const [method, setMethod] = useState<'mobile' | 'email'>('mobile');
  const [ssoBusy, setSsoBusy] = useState(false);
  const [guestOffered, setGuestOffered] = useState(false);
  const busy = outerBusy || ssoBusy;

  const fail = (r: { code: string; message: string | null }) => {
    // One message per failure, beside the form and announced (role=alert), no toast as well (docs/decisions.md).
    onAlert(failureText(r));
  };
  const clearAlert = () => onAlert(null);

  useEffect(() => {
    if (!allowGuest) return;
    const { items } = readCart(window.sessionStorage, host);
    setGuestOffered(guestLoginOffered({ guestCheckout: flags.guestCheckout, specialMode: flags.specialMode, items }));
  }, [host, flags.guestCheckout, flags.specialMode, allowGuest]);

  return (
    <>
      <FormAlert message={alert} />
      {flags.otpLogin ? (
        <div className="segmented" role="group" aria-label={t('methodLabel')}>
          <button type="button" aria-pressed={method === 'mobile'} onClick={() => setMethod('mobile')}>
            {t('methodMobile')}
          </button>
          <button type="button" aria-pressed={method === 'email'} onClick={() => setMethod('email')}>
            {t('methodEmail')}
          </button>
        </div>
      ) : null}
      {method === 'mobile' || !flags.otpLogin ? (
        <MobileLogin onDone={onDone} onFail={fail} clearAlert={clearAlert} />
      ) : (
        <EmailOtpLogin onDone={onDone} onFail={fail} clearAlert={clearAlert} />
      )}
      <div className="auth-links">
        {/* Registration and password reset leave the page: they lead back to it, with what must survive kept. */}
        <a href={withNextUrl(links.forgot, nextUrl)} onClick={() => beforeLeave?.()}>
          {t('forgotLink')}
        </a>
        <a href={withNextUrl(links.register, nextUrl)} onClick={() => beforeLeave?.()}>
          {t('registerLink')}
        </a>
        <a href={links.partner}>{t('partnerLink')}</a>
      </div>
      {flags.uaePass || guestOffered ? <p className="auth-divider">{t('or')}</p> : null}
      {flags.uaePass ? (
        <button
          type="button"
          className="button button-outline button-block"
          disabled={busy}
          onClick={async () => {
            setSsoBusy(true);
            clearAlert();
            const r = await startSso({ locale, nextUrl }).catch(() => ({ ok: false as const, code: 'provider_down', message: null }));
            if (r.ok) {
              beforeLeave?.();
              window.location.assign(r.data.url);
            } else {
              setSsoBusy(false);
              fail(r);
            }
          }}
        >
          {t('ssoButton')}
        </button>
      ) : null}
      {guestOffered ? <GuestLogin termsText={flags.termsText} onDone={onDone} /> : null}
    </>
  );
}

type Fail = (r: { code: string; message: string | null }) => void;

function MobileLogin({ onDone, onFail, clearAlert }: { onDone: () => void; onFail: Fail; clearAlert: () => void }) {
  const t = useTranslations('auth');
  useWarmResolver(mobileLoginResolver);
  const form = useForm<MobileLoginInput>({
    resolver: mobileLoginResolver,
    defaultValues: { country_code: DEFAULT_COUNTRY_CODE, mobile_number: '', password: '' },
  });
  const { register, handleSubmit, formState, setError } = form;
  const submit = handleSubmit(async (values) => {
    clearAlert();
    const r = await loginWithMobile(values).catch(() => ({ ok: false as const, code: 'provider_down', message: null, fields: undefined }));
    if (r.ok) return onDone();
    for (const [k, v] of Object.entries(r.fields ?? {})) setError(k as keyof MobileLoginInput, { message: v });
    onFail(r);
  });
  return (
    <form method="post" className="form" noValidate onSubmit={submit}>
      <MobileField id="login-mobile" register={register} errors={formState.errors} />
      <TextField id="login-password" type="password" label={t('passwordLabel')} autoComplete="current-password" registration={register('password')} error={formState.errors.password} />
      <SubmitButton busy={formState.isSubmitting} label={t('loginButton')} />
    </form>
  );
}

function EmailOtpLogin({ onDone, onFail, clearAlert }: { onDone: () => void; onFail: Fail; clearAlert: () => void }) {
  const t = useTranslations('auth');
  useWarmResolver(otpRequestResolver);
  const form = useForm<OtpRequestInput>({ resolver: otpRequestResolver, defaultValues: { email: '', captcha: '' } });
  const { register, handleSubmit, formState, setValue, watch, getValues } = form;
  const captcha = watch('captcha');
  const fieldMessage = useFieldMessage();

  const clearCaptcha = () => setValue('captcha', '');
  const otp = useOtpDialog({
    verify: (code) => loginWithOtp({ ...getValues(), otp: code }),
    onVerified: onDone,
    onRefused: (r) => {
      if (r.code === 'otp_invalid' || r.code === 'otp_expired') return { codeError: r.code === 'otp_expired' ? 'otpExpired' : 'otpWrong' };
      onFail(r);
      return 'close';
    },
    // Spec §4: closing the OTP modal clears the code and the captcha.
    onClose: clearCaptcha,
  });

  const submit = handleSubmit(async (values) => {
    clearAlert();
    const r = await requestLoginOtp(values).catch(() => ({ ok: false as const, code: 'provider_down', message: null }));
    if (!r.ok) {
      // Spec §8: the captcha is cleared after a failed OTP generate.
      clearCaptcha();
      return onFail(r);
    }
    otp.sent();
  });

  return (
    <>
      <form method="post" className="form" noValidate onSubmit={submit}>
        <TextField id="login-email" type="email" inputMode="email" label={t('emailLabel')} autoComplete="email" registration={register('email')} error={formState.errors.email} />
        <Captcha id="login-captcha" value={captcha} onChange={(v) => setValue('captcha', v, { shouldValidate: formState.isSubmitted })} error={fieldMessage(formState.errors.captcha?.message, t('captchaLabel'))} labels={{ label: t('captchaLabel') }} />
        <SubmitButton busy={formState.isSubmitting} label={t('sendOtp')} />
      </form>
      <OtpModal {...otp.modal} intro={t('otpSentTo', { email: getValues('email') })} />
    </>
  );
}
