'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toastSuccess } from '@/components/shell/toast';
import type { ActionResult } from '@/lib/auth/result';

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

/** After a refused code: keep the dialog open with this message on the code field, or close it. */
export type OtpRefusal = { codeError: string } | 'close';

/**
 * The one-time code dialog's state (spec §2 email + OTP sign-in, §4 OTP modal, §7 registration with OTP): open or
 * closed, the typed code, its error and the check in flight. The owner sends the code itself and calls `sent()`
 * (also for a new code); it says only how the code is checked and what follows a right or a refused one.
 * Closing clears the code and its error, then runs `onClose` (spec §4: the sign-in also clears its captcha).
 */
export function useOtpDialog({
  verify,
  onVerified,
  onRefused,
  onClose,
}: {
  verify: (otp: string) => Promise<ActionResult<unknown>>;
  onVerified: () => void;
  onRefused: (r: Failure) => OtpRefusal;
  onClose?: () => void;
}) {
  const t = useTranslations('auth');
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setValue('');
    setError(undefined);
    onClose?.();
  };

  /** A code went out: say so and ask for it (a fresh dialog each time). */
  const sent = () => {
    toastSuccess(t('otpSent'));
    setValue('');
    setError(undefined);
    setOpen(true);
  };

  const submit = async () => {
    // The schema (and zod) load with the first code checked, not with the page (issue 27 §2).
    const { otpSchema } = await import('@/lib/validation/forms');
    const parsed = otpSchema.safeParse({ otp: value });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    const r = await verify(value).catch((): Failure => ({ ok: false, code: 'provider_down', message: null }));
    setBusy(false);
    if (r.ok) return onVerified();
    const next = onRefused(r);
    if (next === 'close') close();
    else setError(next.codeError);
  };

  return {
    sent,
    modal: {
      open,
      value,
      onChange: (v: string) => {
        setValue(v);
        setError(undefined);
      },
      error,
      busy,
      onSubmit: submit,
      onClose: close,
    },
  };
}
