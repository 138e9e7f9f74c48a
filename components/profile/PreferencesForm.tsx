'use client';
import { useEffect, useId } from 'react';
import { savePreferencesAction } from '@/lib/self-service/preference-actions';
import { TEXT_SIZE_NAMES, type TextSizeName } from '@/lib/self-service/preferences';
import { preferencesFormSchema, type PreferencesFormValues } from '@/lib/self-service/schemas';
import { TEXT_SIZE_EVENT } from '@/components/shell/TextSize';
import { FormOutcome } from './FormOutcome';
import { FormField } from './ProfileForms';
import { errorText, useActionForm } from './useActionForm';

type Text = Record<string, string>;

/** Text size and preferred language (issue 13 item 1), saved with the provider and applied on this browser. */
export function PreferencesForm({ locale, initial, t, errors, onSettled }: { locale: string; initial: { size: TextSizeName; language: string }; t: Text; errors: Text; onSettled?: () => void }) {
  const { form, result, pending, invalid, formProps } = useActionForm<PreferencesFormValues, { size: TextSizeName }>({
    schema: preferencesFormSchema,
    action: savePreferencesAction,
    defaultValues: initial,
    hidden: { locale },
    onSettled,
  });
  const id = useId();
  useEffect(() => {
    if (result?.ok) window.dispatchEvent(new CustomEvent(TEXT_SIZE_EVENT, { detail: result.data.size }));
  }, [result]);
  // The profile page's island may first draw the form from the preferences it read before a save (a save in another
  // language opens the page anew in it) and then read them again: untouched, the form takes the fresh values.
  const { reset, formState } = form;
  const { isDirty } = formState;
  useEffect(() => {
    if (!isDirty) reset({ size: initial.size, language: initial.language });
  }, [initial.size, initial.language, isDirty, reset]);
  const select = (name: keyof PreferencesFormValues, label: string, options: Array<[string, string]>) => (
    <FormField
      id={id}
      name={name}
      label={label}
      message={errorText(errors, form.formState.errors[name]?.message)}
      control={(p) => (
        <select {...p} {...form.register(name)}>
          {options.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      )}
    />
  );
  return (
    <form {...formProps} className="form">
      <input type="hidden" name="locale" value={locale} />
      <FormOutcome result={result} invalid={invalid} errors={{ fixAll: errors.fixAll!, generic: errors.generic! }} saved={t.saved} />
      {select('size', t.textSize!, TEXT_SIZE_NAMES.map((s) => [s, t[s]!]))}
      {select('language', t.language!, [
        ['en', t.english!],
        ['ar', t.arabic!],
      ])}
      <button type="submit" className="button" disabled={pending} aria-busy={pending || undefined}>
        {t.save}
      </button>
    </form>
  );
}
