'use client';
import { useEffect, useId } from 'react';
import type { ActionResult } from '@/lib/forms/action-result';
import { addGuestAction, uploadGuestsAction } from '@/lib/self-service/actions';
import { guestEntrySchema, guestFileSchema, type GuestEntryValues, type GuestFileValues } from '@/lib/self-service/schemas';
import { FileChooser } from '@/components/forms/FileChooser';
import { FormField } from './ProfileForms';
import { useActionForm } from './useActionForm';

type Text = Record<string, string>;

/** Row errors of an upload, each named by row and column (issue 13 item 6); a file error has row 0. */
function Outcome({ result, t, columns, csv }: { result: ActionResult | null; t: Text; columns: Text; csv: Text }) {
  if (!result) return null;
  if (result.ok) return <p role="status" className="form-success">{result.message}</p>;
  // Field errors are on the fields.
  if (result.fields) return null;
  if (result.rows?.length) {
    const fileError = result.rows.find((e) => e.row === 0);
    if (fileError) return <FileAlert message={fileError.message} params={result.params} csv={csv} />;
    return (
      <div role="alert" className="form-alert">
        <p>{t.rowsInvalid}</p>
        <ul>
          {result.rows.map((e) => (
            <li key={`${e.row}-${e.column}`}>
              {t.rowError!.replace('{row}', String(e.row)).replace('{column}', columns[e.column] ?? e.column).replace('{message}', csv[e.message] ?? e.message)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return <p role="alert" className="form-alert">{t.generic}</p>;
}

function FileAlert({ message, params, csv }: { message: string; params?: Record<string, string>; csv: Text }) {
  const text = (csv[message] ?? csv.empty ?? '').replace(/\{(\w+)\}/g, (_m, k: string) => params?.[k] ?? '');
  return <p role="alert" className="form-alert">{text}</p>;
}

/** The partner page's island reads the guests again once a form has its answer (useActionForm). */
type Settled = { onSettled?: () => void };

export function GuestUpload({ locale, t, columns, csv, onSettled }: { locale: string; t: Text; columns: Text; csv: Text } & Settled) {
  const { form, result, pending, formProps } = useActionForm<GuestFileValues>({ schema: guestFileSchema, action: uploadGuestsAction, defaultValues: { file: null }, hidden: { locale }, onSettled });
  const id = useId();
  const fileError = form.formState.errors.file?.message;
  return (
    <form {...formProps} noValidate={false} className="form">
      <input type="hidden" name="locale" value={locale} />
      <FormField id={id} name="file" label={t.file!} control={(p) => <FileChooser {...p} {...form.register('file')} accept=".csv,text/csv" required choose={t.chooseFile!} none={t.noFile!} />} />
      <button type="submit" className="button" disabled={pending}>
        {t.upload}
      </button>
      {fileError ? <FileAlert message={fileError} csv={csv} /> : <Outcome result={result} t={t} columns={columns} csv={csv} />}
    </form>
  );
}

const NEW_GUEST: GuestEntryValues = { name: '', email: '', country_code: '971', mobile_number: '', nationality: '' };
const ENTRY_FIELDS: Array<[keyof GuestEntryValues, string, Record<string, unknown>]> = [
  ['name', 'text', { maxLength: 120 }],
  ['email', 'email', { dir: 'ltr', maxLength: 120 }],
  ['country_code', 'text', { dir: 'ltr', maxLength: 5 }],
  ['mobile_number', 'tel', { dir: 'ltr', maxLength: 20 }],
  ['nationality', 'text', { dir: 'ltr', maxLength: 2 }],
];

/** One guest by hand (spec §6 manual participant entry); emptied once added. */
export function GuestEntry({ locale, t, columns, csv, onSettled }: { locale: string; t: Text; columns: Text; csv: Text } & Settled) {
  const { form, result, pending, formProps } = useActionForm<GuestEntryValues>({ schema: guestEntrySchema, action: addGuestAction, defaultValues: NEW_GUEST, hidden: { locale }, onSettled });
  const id = useId();
  const { reset } = form;
  useEffect(() => {
    if (result?.ok) reset(NEW_GUEST);
  }, [result, reset]);
  const fieldErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <form {...formProps} className="form">
      <input type="hidden" name="locale" value={locale} />
      {ENTRY_FIELDS.map(([name, type, extra]) => {
        const err = form.formState.errors[name]?.message;
        return (
          <FormField
            key={name}
            id={id}
            name={name}
            label={(name === 'nationality' ? t.nationality : columns[name])!}
            message={err ? (csv[err] ?? err) : undefined}
            control={(p) => <input type={type} {...extra} {...p} {...form.register(name)} />}
          />
        );
      })}
      <button type="submit" className="button" disabled={pending}>
        {t.addGuest}
      </button>
      {fieldErrors ? null : <Outcome result={result} t={t} columns={columns} csv={csv} />}
    </form>
  );
}
