import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { formLabelsFrom } from './form-labels';
import { clientField } from './client-field';
import { sanitizeProviderHtml, htmlToText } from '@/lib/content/sanitize';
import { pick } from '@/lib/i18n/pick';
import type { FormField } from '@/lib/forms/field-config';
import type { ClientField, FormLabels } from './types';

export async function formLabels(locale: AppLocale): Promise<FormLabels> {
  return formLabelsFrom(await getTranslations({ locale, namespace: 'forms' }), await getTranslations({ locale, namespace: 'formPolish.file' }));
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
