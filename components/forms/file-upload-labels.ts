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
export interface FormsTranslator {
  (key: string, values?: Record<string, string>): string;
  raw(key: string): unknown;
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
    uploaded: t.raw('uploaded') as string,
    uploadFailed: t('uploadFailed'),
    fileHint: t('fileHint', { types: ACCEPTED_UPLOAD_NAMES }),
    chooseFile: file('choose'),
    noFile: file('none'),
  };
}
