'use client';
import { useTranslations } from 'next-intl';
import { FormAlert, SubmitButton, MobileField } from './AuthFormParts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerPartner } from '@/lib/auth/actions';
import type { PartnerInput } from '@/lib/validation/forms';
import { ENTITY_TYPES } from '@/lib/validation/entity-types';
import { partnerResolver } from './resolvers';
import { useWarmResolver } from '@/components/forms/lazy-resolver';
import { DEFAULT_COUNTRY_CODE } from '@/lib/countries/defaults';
import { errorIds, FieldMessages, TextField, useFieldMessage } from '@/components/forms/Field';
import { useFailureText } from './useFailure';
import { FileChooser } from '@/components/forms/FileChooser';

/** Become Partner (spec §6): contact person, entity type, entity name and an image; login only once approved. */
export function PartnerView({ loginHref }: { loginHref: string }) {
  const t = useTranslations('auth');
  const file = useTranslations('formPolish.file');
  const fieldMessage = useFieldMessage();
  const failureText = useFailureText();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  useWarmResolver(partnerResolver);
  const { register, handleSubmit, formState, setError } = useForm<PartnerInput>({
    resolver: partnerResolver,
    defaultValues: {
      contact_person: '',
      entity_type: '' as PartnerInput['entity_type'],
      entity_name: '',
      email: '',
      country_code: DEFAULT_COUNTRY_CODE,
      mobile_number: '',
      password: '',
      confirm_password: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    if (imageError) return;
    const fd = new FormData();
    for (const [k, v] of Object.entries(values)) fd.append(k, String(v));
    if (image) fd.append('image', image);
    const r = await registerPartner(fd).catch(() => ({ ok: false as const, code: 'provider_down', message: null, fields: undefined }));
    if (r.ok) return setDone(t('partnerDone'));
    for (const [k, v] of Object.entries(r.fields ?? {})) {
      if (k === 'image') setImageError(v);
      else setError(k as keyof PartnerInput, { message: v });
    }
    setAlert(failureText(r));
  });

  if (done) {
    return (
      <div className="auth-card">
        <h1>{t('partnerTitle')}</h1>
        <p role="status" className="form-success">
          {done}
        </p>
        <a href={loginHref} className="button">
          {t('backToLogin')}
        </a>
      </div>
    );
  }

  const e = formState.errors;
  const typeMessage = fieldMessage(e.entity_type?.message, t('entityType'));
  const imageMessage = fieldMessage(imageError, t('image'));
  return (
    <div className="auth-card">
      <h1>{t('partnerTitle')}</h1>
      <p>{t('partnerIntro')}</p>
      <FormAlert message={alert} />
      <form method="post" className="form" noValidate onSubmit={submit}>
        <TextField id="partner-contact" label={t('contactPerson')} autoComplete="name" registration={register('contact_person')} error={e.contact_person} />
        <div className="field">
          <label htmlFor="partner-type">{t('entityType')}</label>
          <select id="partner-type" aria-invalid={typeMessage ? true : undefined} aria-describedby={errorIds('partner-type', typeMessage)} {...register('entity_type')}>
            <option value="">{t('chooseOne')}</option>
            {ENTITY_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`entityTypes.${k}`)}
              </option>
            ))}
          </select>
          <FieldMessages id="partner-type" error={typeMessage} />
        </div>
        <TextField id="partner-entity" label={t('entityName')} autoComplete="organization" registration={register('entity_name')} error={e.entity_name} />
        <TextField id="partner-email" type="email" inputMode="email" label={t('emailLabel')} autoComplete="email" registration={register('email')} error={e.email} />
        <MobileField id="partner-mobile" register={register} errors={e} />
        <TextField id="partner-password" type="password" label={t('passwordLabel')} autoComplete="new-password" hint={t('passwordHint')} registration={register('password')} error={e.password} />
        <TextField id="partner-confirm" type="password" label={t('confirmPassword')} autoComplete="new-password" registration={register('confirm_password')} error={e.confirm_password} />
        <div className="field">
          <label htmlFor="partner-image">{t('image')}</label>
          <FileChooser
            id="partner-image"
            choose={file('choose')}
            none={file('none')}
            accept="image/jpeg,image/png"
            aria-invalid={imageMessage ? true : undefined}
            aria-describedby={errorIds('partner-image', imageMessage)}
            onChange={(ev) => {
              const f = ev.target.files?.[0] ?? null;
              setImage(f);
              setImageError(f && !['image/jpeg', 'image/png'].includes(f.type) ? 'fileType' : f && f.size > 800 * 1024 ? 'fileSize' : undefined);
            }}
          />
          <FieldMessages id="partner-image" error={imageMessage} />
        </div>
        <SubmitButton busy={formState.isSubmitting} label={t('partnerSubmit')} />
      </form>
      <p>
        {t('haveAccount')} <a href={loginHref}>{t('loginLink')}</a>
      </p>
    </div>
  );
}
