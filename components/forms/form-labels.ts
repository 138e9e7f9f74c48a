import { fileUploadLabels, template, type FormsTranslator } from './file-upload-labels';
import type { FormLabels } from './types';

/** Every string of the shared form renderer from the `forms` (and `formPolish.file`) messages: server pages and client islands alike. */
export function formLabelsFrom(t: FormsTranslator, file: FormsTranslator): FormLabels {
  return {
    required: template(t, 'required', ['field']),
    email: t('email'),
    phone: t('phone'),
    emiratesIdFormat: t('emiratesIdFormat'),
    emiratesIdInvalid: t('emiratesIdInvalid'),
    date: t('date'),
    option: t('option'),
    tooLong: template(t, 'tooLong', ['field', 'max']),
    fillAll: t('fillAll'),
    ...fileUploadLabels(t, file),
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
