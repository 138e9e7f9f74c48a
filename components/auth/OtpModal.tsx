'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Modal } from '@/components/ui/Modal';
import { errorIds, FieldMessages, useFieldMessage } from '@/components/forms/Field';
import { digitsOnly } from '@/lib/validation/digits';

/** The 6-digit OTP dialog (spec §2, §4). The owner clears code and captcha when it closes. */
export function OtpModal({
  open,
  intro,
  value,
  onChange,
  error,
  busy,
  onSubmit,
  onClose,
  submitLabel,
}: {
  open: boolean;
  intro: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  submitLabel?: string;
}) {
  const t = useTranslations('auth');
  const ref = useRef<HTMLInputElement>(null);
  const message = useFieldMessage()(error, t('otpLabel'));
  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={t('otpTitle')} closeLabel={t('close')}>
      <form
        method="post"
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <p>{intro}</p>
        <div className="field">
          <label htmlFor="otp-code">{t('otpLabel')}</label>
          <input
            ref={ref}
            id="otp-code"
            className="otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={value}
            onChange={(e) => onChange(digitsOnly(e.target.value).slice(0, 6))}
            aria-invalid={message ? true : undefined}
            aria-describedby={errorIds('otp-code', message)}
          />
          <FieldMessages id="otp-code" error={message} />
        </div>
        <button type="submit" className="button button-cta" disabled={busy} aria-busy={busy}>
          {busy ? t('working') : (submitLabel ?? t('verifyOtp'))}
        </button>
        <button type="button" className="button button-outline" onClick={onClose}>
          {t('cancel')}
        </button>
      </form>
    </Modal>
  );
}
