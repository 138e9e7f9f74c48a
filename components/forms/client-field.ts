import type { FormField } from '@/lib/forms/field-config';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import type { ClientField } from './types';

/**
 * A field as a client form renders it, in the visitor's language. The disclaimer content and the help link are
 * given by the caller: configured forms sanitize them on the server; the lead form has none.
 */
export function clientField(f: FormField, locale: AppLocale, extra: Pick<ClientField, 'contentHtml' | 'contentText' | 'helpUrl'>): ClientField {
  return {
    key: f.key,
    id: f.id,
    slug: f.slug,
    label: pick(f.label, locale),
    type: f.type,
    required: f.required,
    options: f.options.map((o) => ({ value: o.value, label: pick(o.label, locale) })),
    ...extra,
  };
}
