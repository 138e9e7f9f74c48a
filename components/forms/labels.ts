import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { fileUploadLabels } from './file-upload-labels';
import { clientField } from './client-field';
import { sanitizeProviderHtml, htmlToText } from '@/lib/content/sanitize';
import { pick } from '@/lib/i18n/pick';
import type { FormField } from '@/lib/forms/field-config';
import type { ClientField, FormLabels } from './types';

export async function formLabels(locale: AppLocale): Promise<FormLabels> {
  const t = await getTranslations({ locale, namespace: 'forms' });
  return {
    required: t.raw('required') as string,
    email: t('email'),
    phone: t('phone'),
    emiratesIdFormat: t('emiratesIdFormat'),
    emiratesIdInvalid: t('emiratesIdInvalid'),
    date: t('date'),
    option: t('option'),
    tooLong: t.raw('tooLong') as string,
    fillAll: t('fillAll'),
    ...fileUploadLabels(t),
    submit: t('submit'),
    submitting: t('submitting'),
    countryCode: t('countryCode'),
    noCountry: t('noCountry'),
    mobileNumber: t('mobileNumber'),
    select: t('select'),
    agree: t('agree'),
    requiredMark: t('requiredMark'),
    helpDocument: t('helpDocument'),
    success: t('success'),
    failure: t('failure'),
    captcha: { label: t('captchaLabel'), required: t('captchaRequired'), verified: t('captchaVerified'), group: t('captchaGroup') },
  };
}

/** Configured-form fields for the client: the visitor's language, disclaimer HTML sanitized here on the server. */
export function clientFields(fields: FormField[], locale: AppLocale): ClientField[] {
  return fields.map((f) =>
    clientField(f, locale, {
      contentHtml: f.content ? sanitizeProviderHtml(pick(f.content, locale)) : null,
      contentText: f.content ? htmlToText(pick(f.content, locale), 2000) : null,
      helpUrl: f.helpUrl && /^https?:\/\//.test(f.helpUrl) ? f.helpUrl : null,
    }),
  );
}
