'use client';
import { useId } from 'react';
import { uploadProfileFileAction } from '@/lib/self-service/profile-actions';
import { profileFileSchema, type ProfileFileValues } from '@/lib/self-service/schemas';
import { FileChooser } from '@/components/forms/FileChooser';
import { FormField } from './ProfileForms';
import { errorText, useActionForm } from './useActionForm';

type Text = Record<string, string>;

/** Profile image or a document (spec §9 accepted upload types), checked in the browser and again on the server. */
export function ProfileFileForm({ locale, kind, t, errors, onSettled }: { locale: string; kind: 'image' | 'documents'; t: Text; errors: Text; onSettled?: () => void }) {
  const { form, result, pending, formProps } = useActionForm<ProfileFileValues>({
    schema: profileFileSchema(kind),
    action: uploadProfileFileAction,
    defaultValues: { key: kind === 'documents' ? 'id_front' : '', file: null },
    hidden: { locale, back: '/profile/user', kind },
    onSettled,
  });
  const id = useId();
  const err = (k: keyof ProfileFileValues) => errorText(errors, form.formState.errors[k]?.message);
  return (
    <form {...formProps} className="form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value="/profile/user" />
      <input type="hidden" name="kind" value={kind} />
      {result && !result.ok && !result.fields ? (
        <p role="alert" className="form-alert">
          {errors[result.code] ?? errors.generic}
        </p>
      ) : null}
      {kind === 'documents' ? (
        <FormField
          id={id}
          name="key"
          label={t.documentKind!}
          message={err('key')}
          control={(p) => (
            <select {...p} {...form.register('key')}>
              <option value="id_front">{t.id_front}</option>
              <option value="id_back">{t.id_back}</option>
              <option value="passport">{t.passportDoc}</option>
            </select>
          )}
        />
      ) : null}
      <FormField
        id={id}
        name="file"
        label={kind === 'image' ? t.image! : t.file!}
        message={err('file')}
        control={(p) => (
          <FileChooser {...p} {...form.register('file')} choose={t.chooseFile!} none={t.noFile!} accept={kind === 'image' ? 'image/jpeg,image/png' : 'image/jpeg,image/png,application/pdf'} />
        )}
      />
      <p className="field-hint">{kind === 'image' ? t.imageHint : t.documentHint}</p>
      <button type="submit" className="button button-outline" disabled={pending}>
        {kind === 'image' ? t.uploadImage : t.uploadDocument}
      </button>
    </form>
  );
}
