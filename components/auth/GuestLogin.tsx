'use client';
import { useTranslations } from 'next-intl';
import { FormAlert, SubmitButton, MobileField } from './AuthFormParts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { guestLogin } from '@/lib/auth/actions';
import type { GuestLoginInput } from '@/lib/validation/forms';
import { guestLoginResolver } from './resolvers';
import { DEFAULT_COUNTRY_CODE } from '@/lib/countries/defaults';
import { Modal } from '@/components/ui/Modal';
import { CheckField, TextField } from '@/components/forms/Field';
import { useFailureText } from './useFailure';

/** Guest login (spec §5, §6): name, mobile and email; the terms only when the venue has terms text. */
export function GuestLogin({ termsText, onDone }: { termsText: string | null; onDone: () => void }) {
  const t = useTranslations('auth');
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const termsRequired = Boolean(termsText && termsText.trim());
  const { register, handleSubmit, formState, setError } = useForm<GuestLoginInput>({
    resolver: guestLoginResolver,
    defaultValues: { name: '', country_code: DEFAULT_COUNTRY_CODE, mobile_number: '', email: '', terms_required: termsRequired, accept_terms: false },
  });
  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const r = await guestLogin(values).catch(() => ({ ok: false as const, code: 'provider_down', message: null, fields: undefined }));
    if (r.ok) return onDone();
    for (const [k, v] of Object.entries(r.fields ?? {})) setError(k as keyof GuestLoginInput, { message: v });
    setAlert(failureText(r));
  });
  return (
    <>
      <button type="button" className="button button-outline button-block" onClick={() => setOpen(true)}>
        {t('guestButton')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('guestTitle')} closeLabel={t('close')}>
        <form method="post" className="form" noValidate onSubmit={submit}>
          <p>{t('guestIntro')}</p>
          <FormAlert message={alert} />
          <TextField id="guest-name" label={t('nameLabel')} autoComplete="name" registration={register('name')} error={formState.errors.name} />
          <MobileField id="guest-mobile" register={register} errors={formState.errors} />
          <TextField id="guest-email" type="email" inputMode="email" label={t('emailLabel')} autoComplete="email" registration={register('email')} error={formState.errors.email} />
          {termsRequired ? <CheckField id="guest-terms" label={t('termsAgree')} registration={register('accept_terms')} error={formState.errors.accept_terms} /> : null}
          <SubmitButton busy={formState.isSubmitting} label={t('continue')} />
        </form>
      </Modal>
    </>
  );
}
