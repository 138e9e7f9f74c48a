import { ACCEPTED_UPLOAD_NAMES } from '@/lib/forms/file-type';

export interface FileUploadLabels {
  fileType: string;
  fileTooLarge: string;
  uploading: string;
  /** Template with {name}. */
  uploaded: string;
  uploadFailed: string;
  fileHint: string;
  /** The file input's button and its 'nothing chosen yet' words (FileChooser). */
  chooseFile: string;
  noFile: string;
}

/** A `forms` translator of next-intl, server or client. */
export type FormsTranslator = (key: string, values?: Record<string, string>) => string;

/**
 * A message kept as a template the form fills in later ('{field} is required'): formatted with its own placeholders
 * as values, because the islands' formatter reads compiled messages and has no `t.raw` (lib/i18n/compile-messages.mjs).
 */
export function template(t: FormsTranslator, key: string, names: readonly string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
}

/**
 * The file field's strings from the `forms` messages and the `formPolish.file` ones (configured forms on the server,
 * the booking modal in the browser).
 */
export function fileUploadLabels(t: FormsTranslator, file: FormsTranslator): FileUploadLabels {
  return {
    fileType: t('fileType', { types: ACCEPTED_UPLOAD_NAMES }),
    fileTooLarge: t('fileTooLarge'),
    uploading: t('uploading'),
    uploaded: template(t, 'uploaded', ['name']),
    uploadFailed: t('uploadFailed'),
    fileHint: t('fileHint', { types: ACCEPTED_UPLOAD_NAMES }),
    chooseFile: file('choose'),
    noFile: file('none'),
  };
}
