'use client';
import { useEffect, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { FormFields } from '@/components/forms/FormFields';
import { clientField } from '@/components/forms/client-field';
import { formLabelsFrom } from '@/components/forms/form-labels';
import { useFieldForm } from '@/components/forms/useFieldForm';
import { dialCountries } from '@/lib/countries/dial-search';
import { answerOf, defaultValues, formValueOf, type FieldAnswer, type FieldValue, type FormField } from '@/lib/forms/field-config';
import { splitPhone } from '@/lib/booking/visitors';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';

/**
 * One visitor's configured extra fields (spec §3 additional fields, §5 visitor form) through the shared form renderer
 * and its schema, as every configured form: files really upload (spec §7 file/save/data). The answers go up as the
 * provider takes them; `initial` fills the form (a saved family member's additional data). `onValidator` hands the
 * modal the check it runs on submit.
 */
export function VisitorExtraFields({
  fields,
  idPrefix,
  locale,
  initial,
  onChange,
  onValidator,
}: {
  fields: FormField[];
  idPrefix: string;
  locale: AppLocale;
  initial: Record<string, FieldAnswer>;
  onChange: (answers: Record<string, FieldAnswer>) => void;
  onValidator: (validate: (() => Promise<boolean>) | null) => void;
}) {
  const t = useTranslations('forms');
  const file = useTranslations('formPolish.file');
  const labels = useMemo(() => formLabelsFrom(t, file), [t, file]);
  const shown = useMemo(
    () => fields.map((f) => clientField(f, locale, { contentHtml: null, contentText: f.content ? pick(f.content, locale) : null, helpUrl: f.helpUrl && /^https?:\/\//.test(f.helpUrl) ? f.helpUrl : null })),
    [fields, locale],
  );
  const countries = useMemo(() => dialCountries(locale).map((c) => ({ value: c.iso2, label: c.name })), [locale]);
  const form = useFieldForm(shown, labels);

  useEffect(() => {
    const answers = (values: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f.slug, answerOf(f, values[f.key] as FieldValue | undefined)]));
    // Mounted once per visitor and per family pick: the saved answers become the form's values.
    const filled = Object.fromEntries(fields.filter((f) => f.slug in initial).map((f) => [f.key, formValueOf(f, initial[f.slug], splitPhone)]));
    form.reset({ ...defaultValues(fields), ...filled });
    onChange(answers(form.getValues()));
    const sub = form.watch((values) => onChange(answers(values)));
    onValidator(() => form.trigger());
    return () => {
      sub.unsubscribe();
      onValidator(null);
    };
    // The form is mounted afresh (key) when the initial answers change; callbacks are stable per visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, fields]);

  return <FormFields fields={shown} form={form} labels={labels} idPrefix={idPrefix} countries={countries} locale={locale} />;
}
