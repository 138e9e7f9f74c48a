'use client';
import type { AppLocale } from '@/lib/i18n/locales';
import { CountryCodePicker } from './CountryCodePicker';
import type { ReactNode } from 'react';
import type { FieldError, FieldErrors, UseFormReturn } from 'react-hook-form';
import { FileUpload } from './FileUpload';
import { EmiratesIdInput } from './EmiratesIdInput';
import type { ClientField, FormLabels } from './types';

type Values = Record<string, unknown>;

function errorOf(errors: FieldErrors<Values>, f: ClientField): string | undefined {
  const e = errors[f.key] as (FieldError & { number?: FieldError }) | undefined;
  return e?.message || e?.number?.message || undefined;
}

function FileField({ f, form, labels, inputId, describedBy }: { f: ClientField; form: UseFormReturn<Values>; labels: FormLabels; inputId: string; describedBy: string }) {
  return (
    <FileUpload
      id={inputId}
      labels={labels}
      describedBy={describedBy}
      invalid={!!errorOf(form.formState.errors, f)}
      onUploaded={(path) => form.setValue(f.key, path, { shouldValidate: true })}
      onProblem={(message) => {
        form.setValue(f.key, '');
        form.setError(f.key, { type: 'file', message });
      }}
    />
  );
}

/** Renders every additional-field type of spec §3 with its label, hint and error, for react-hook-form. */
export function FormFields({
  fields,
  form,
  labels,
  idPrefix,
  countries = [],
  locale = 'en',
}: {
  /** The page's language (the dial-code picker's country names). */
  locale?: AppLocale;
  fields: ClientField[];
  form: UseFormReturn<Values>;
  labels: FormLabels;
  idPrefix: string;
  countries?: Array<{ value: string; label: string }>;
}) {
  const { register, formState } = form;
  return (
    <>
      {fields.map((f) => {
        const id = `${idPrefix}-${f.key}`;
        const error = errorOf(formState.errors, f);
        const errId = `${id}-error`;
        const describedBy = [error ? errId : null, f.type === 'file' ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
        const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': f.required || undefined } as const;
        const mark = f.required ? (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null;
        const errorText = error ? (
          <p id={errId} className="field-error">
            {error}
          </p>
        ) : null;
        const label = (
          <label htmlFor={id}>
            {f.label}
            {mark}
          </label>
        );
        const help = f.helpUrl ? (
          <a href={f.helpUrl} target="_blank" rel="noopener noreferrer" className="field-hint">
            {labels.helpDocument}
          </a>
        ) : null;
        const legend = (
          <legend>
            {f.label}
            {mark}
          </legend>
        );
        /** A one-control field: its label, the control, the help link (unless told none) and the error. */
        const field = (control: ReactNode, hint: ReactNode = help) => (
          <div key={f.key} className="field">
            {label}
            {control}
            {hint}
            {errorText}
          </div>
        );

        switch (f.type) {
          case 'radio_buttons':
          case 'check_boxes':
            return (
              <fieldset key={f.key} className="field" aria-describedby={error ? errId : undefined}>
                {legend}
                {f.options.map((o, i) => (
                  <label key={o.value} className="check" htmlFor={`${id}-${i}`}>
                    <input id={`${id}-${i}`} type={f.type === 'radio_buttons' ? 'radio' : 'checkbox'} value={o.value} {...register(f.key)} aria-invalid={error ? true : undefined} />
                    <span>{o.label}</span>
                  </label>
                ))}
                {errorText}
              </fieldset>
            );
          case 'phone_number':
            return (
              <fieldset key={f.key} className="field phone-field" aria-describedby={error ? errId : undefined}>
                {legend}
                <div className="phone-inputs">
                  <input type="hidden" {...register(`${f.key}.code`)} />
                  <CountryCodePicker
                    id={`${id}-code`}
                    label={labels.countryCode}
                    locale={locale}
                    value={String(form.watch(`${f.key}.code`) ?? '')}
                    noResults={labels.noCountry}
                    onChange={(code) => form.setValue(`${f.key}.code` as never, code as never, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
                  />
                  <label htmlFor={`${id}-number`} className="sr-only">
                    {f.label}
                  </label>
                  <input id={`${id}-number`} type="text" inputMode="tel" autoComplete="tel-national" maxLength={16} {...register(`${f.key}.number`)} {...aria} />
                </div>
                {errorText}
              </fieldset>
            );
          case 'disclaimer_form':
            return (
              <div key={f.key} className="field disclaimer">
                <p className="disclaimer-title">{f.label}</p>
                {f.contentHtml ? <div className="prose" dangerouslySetInnerHTML={{ __html: f.contentHtml }} /> : f.contentText ? <p>{f.contentText}</p> : null}
                <label className="check" htmlFor={id}>
                  <input id={id} type="checkbox" {...register(f.key)} {...aria} />
                  <span>
                    {labels.agree}
                    {mark}
                  </span>
                </label>
                {errorText}
              </div>
            );
          case 'file':
            return field(<FileField f={f} form={form} labels={labels} inputId={id} describedBy={describedBy ?? `${id}-hint`} />);
          case 'drop_down':
          case 'country': {
            const options = f.type === 'country' && !f.options.length ? countries : f.options;
            if (!options.length) break;
            return field(
              <select id={id} {...register(f.key)} {...aria}>
                <option value="">{labels.select}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>,
            );
          }
          case 'text_area':
            return field(<textarea id={id} rows={4} maxLength={2000} {...register(f.key)} {...aria} />, null);
          case 'emirates_id':
            return field(<EmiratesIdInput id={id} registration={register(f.key)} validate={() => void form.trigger(f.key)} {...aria} />);
          default:
            break;
        }
        const type = f.type === 'email' ? 'email' : f.type === 'date' ? 'date' : 'text';
        return field(
          <input
            id={id}
            type={type}
            maxLength={type === 'date' ? undefined : 200}
            autoComplete={f.type === 'email' ? 'email' : undefined}
            dir={f.type === 'email' ? 'ltr' : undefined}
            {...register(f.key)}
            {...aria}
          />,
        );
      })}
    </>
  );
}
