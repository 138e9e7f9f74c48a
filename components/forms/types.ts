import type { FileUploadLabels } from './file-upload-labels';
import type { FieldType } from '@/lib/forms/field-config';
import type { FormMessages } from '@/lib/validation/lead-form';

/** A field as a client form renders it: label already in the visitor's language, disclaimer HTML already sanitized. */
export interface ClientField {
  key: string;
  id: number | null;
  slug: string;
  label: string;
  type: FieldType;
  required: boolean;
  options: Array<{ value: string; label: string }>;
  /** Sanitized on the server (configured forms); plain text for the lead form. */
  contentHtml: string | null;
  contentText: string | null;
  helpUrl: string | null;
}

/** Every string the form islands show, passed from the server (client islands get their strings as props). */
export interface FormLabels extends FileUploadLabels, Omit<FormMessages, 'required' | 'tooLong'> {
  /** ICU-like template with {field} (the validation messages take it filled in, lib/validation/lead-form.ts). */
  required: string;
  /** Template with {field} and {max}. */
  tooLong: string;
  fillAll: string;
  submit: string;
  submitting: string;
  countryCode: string;
  /** The dial-code picker found no country. */
  noCountry: string;
  mobileNumber: string;
  select: string;
  agree: string;
  requiredMark: string;
  helpDocument: string;
  success: string;
  failure: string;
  captcha: { label: string; required: string; verified: string; group: string };
}
