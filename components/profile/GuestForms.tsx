'use client';
import { useActionState, useId } from 'react';
import { addGuestAction, uploadGuestsAction } from '@/lib/self-service/actions';
import type { FormState } from '@/lib/self-service/types';
import { FileChooser } from '@/components/forms/FileChooser';

type Text = Record<string, string>;

/** Row errors of an upload, each named by row and column (issue 13 item 6); a file error has row 0. */
function Outcome({ state, t, columns, csv }: { state: FormState; t: Text; columns: Text; csv: Text }) {
  if (!state) return null;
  if (state.ok) return <p role="status" className="form-success">{state.message}</p>;
  if (state.rowErrors?.length) {
    const fileError = state.rowErrors.find((e) => e.row === 0);
    if (fileError) {
      const text = (csv[fileError.message] ?? csv.empty ?? '').replace(/\{(\w+)\}/g, (_m, k: string) => state.values?.[k] ?? '');
      return <p role="alert" className="form-alert">{text}</p>;
    }
    return (
      <div role="alert" className="form-alert">
        <p>{t.rowsInvalid}</p>
        <ul>
          {state.rowErrors.map((e) => (
            <li key={`${e.row}-${e.column}`}>
              {t.rowError!.replace('{row}', String(e.row)).replace('{column}', columns[e.column] ?? e.column).replace('{message}', csv[e.message] ?? e.message)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (state.message) return <p role="alert" className="form-alert">{t.generic}</p>;
  return null;
}

export function GuestUpload({ locale, t, columns, csv}: { locale: string; t: Text; columns: Text; csv: Text }) {
  const [state, action, pending] = useActionState<FormState, FormData>(uploadGuestsAction, null);
  const id = useId();
  return (
    <form action={action} className="form">
      <input type="hidden" name="locale" value={locale} />
      <div className="field">
        <label htmlFor={`${id}-file`}>{t.file}</label>
        <FileChooser id={`${id}-file`} name="file" accept=".csv,text/csv" required choose={t.chooseFile!} none={t.noFile!} />
      </div>
      <button type="submit" className="button" disabled={pending}>
        {t.upload}
      </button>
      <Outcome state={state} t={t} columns={columns} csv={csv} />
    </form>
  );
}

export function GuestEntry({ locale, t, columns, csv}: { locale: string; t: Text; columns: Text; csv: Text }) {
  const [state, action, pending] = useActionState<FormState, FormData>(addGuestAction, null);
  const id = useId();
  const fields: Array<[string, string, Record<string, unknown>]> = [
    ['name', 'text', { maxLength: 120 }],
    ['email', 'email', { dir: 'ltr', maxLength: 120 }],
    ['country_code', 'text', { dir: 'ltr', maxLength: 5, defaultValue: '971' }],
    ['mobile_number', 'tel', { dir: 'ltr', maxLength: 20 }],
    ['nationality', 'text', { dir: 'ltr', maxLength: 2 }],
  ];
  return (
    <form action={action} className="form" noValidate key={state?.ok ? `ok-${state.message}-${Date.now()}` : 'entry'}>
      <input type="hidden" name="locale" value={locale} />
      {fields.map(([name, type, extra]) => {
        const err = state?.errors?.[name];
        return (
          <div className="field" key={name}>
            <label htmlFor={`${id}-${name}`}>{name === 'nationality' ? t.nationality : columns[name]}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type={type}
              {...extra}
              defaultValue={state?.ok ? (extra.defaultValue as string | undefined) : (state?.values?.[name] ?? (extra.defaultValue as string | undefined))}
              aria-invalid={err ? true : undefined}
              aria-describedby={err ? `${id}-${name}-error` : undefined}
            />
            {err ? (
              <p id={`${id}-${name}-error`} className="field-error">
                {csv[err] ?? err}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button" disabled={pending}>
        {t.addGuest}
      </button>
      {state?.errors ? null : <Outcome state={state} t={t} columns={columns} csv={csv} />}
    </form>
  );
}
