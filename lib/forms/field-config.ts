import type { LocalizedText } from '../i18n/pick';
import { combinePhone, normaliseMobileNumber } from '../validation/phone';

/**
 * Field configuration of configured forms and the lead form, in the storefront's own shape. Spec §3 additional
 * field config lists the types; the lead form (spec §3) uses a subset with its own wire names. lib/provider/forms.ts
 * maps the provider's fields onto these.
 */
export const FIELD_TYPES = [
  'text_box',
  'emirates_id',
  'email',
  'date',
  'radio_buttons',
  'drop_down',
  'country',
  'file',
  'check_boxes',
  'text_area',
  'phone_number',
  'disclaimer_form',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldOption {
  value: string;
  label: LocalizedText;
}

export interface FormField {
  /** Form-library key: never the provider's name, which may hold dots or spaces. */
  key: string;
  id: number | null;
  slug: string;
  label: LocalizedText;
  type: FieldType;
  required: boolean;
  options: FieldOption[];
  /** Disclaimer text or help for the field (HTML from the provider; render sanitized). */
  content: LocalizedText | null;
  helpUrl: string | null;
}

export type PhoneValue = { code: string; number: string };
export type FieldValue = string | string[] | boolean | PhoneValue;

/** Spec §3 lead form: "text-like" types (text, name, textbox, …) all render as a text box. */
export function leadFieldType(wireType: string): FieldType {
  const t = wireType.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if ((FIELD_TYPES as readonly string[]).includes(t)) return t as FieldType;
  if (t === 'textarea') return 'text_area';
  if (t === 'checkbox' || t === 'checkboxes') return 'check_boxes';
  if (t === 'radio' || t === 'radio_button') return 'radio_buttons';
  if (t === 'dropdown' || t === 'select') return 'drop_down';
  if (t === 'phone' || t === 'mobile') return 'phone_number';
  return 'text_box';
}

export const DEFAULT_COUNTRY_CODE = '971';

export function emptyValue(field: { type: FieldType }): FieldValue {
  switch (field.type) {
    case 'check_boxes':
      return [];
    case 'disclaimer_form':
      return false;
    case 'phone_number':
      return { code: DEFAULT_COUNTRY_CODE, number: '' };
    default:
      return '';
  }
}

export function defaultValues(fields: Array<{ key: string; type: FieldType }>): Record<string, FieldValue> {
  return Object.fromEntries(fields.map((f) => [f.key, emptyValue(f)]));
}

/** Spec §5 mobile: plus, country code and number, with a leading 0 or plus removed from the number. */
export function combinePhoneValue(v: PhoneValue): string {
  return normaliseMobileNumber(v.number) ? combinePhone(v.code, v.number) : '';
}

/** One field's answer as the provider takes it. */
export type FieldAnswer = string | string[] | { value: string } | boolean | null;

/** The answer of one field as the provider takes it: a drop-down answer is an object with a value (spec §5). */
export function answerOf(field: { type: FieldType }, value: FieldValue | undefined): FieldAnswer {
  if (value === undefined) return null;
  switch (field.type) {
    case 'drop_down':
      return typeof value === 'string' && value ? { value } : null;
    case 'phone_number':
      return typeof value === 'object' && !Array.isArray(value) ? combinePhoneValue(value) || null : null;
    case 'check_boxes':
      return Array.isArray(value) ? value : [];
    case 'disclaimer_form':
      return value === true;
    default:
      return typeof value === 'string' ? value.trim() || null : null;
  }
}

/**
 * A saved answer back as the form's value (the inverse of answerOf), for answers the provider already holds (a saved
 * family member's additional data, spec §7 customers-associated/additional-data). `splitPhone` turns '+971501234567'
 * into its code and number. Anything of the wrong shape gives the field's empty value.
 */
export function formValueOf(field: { type: FieldType }, answer: unknown, splitPhone: (full: string) => PhoneValue): FieldValue {
  switch (field.type) {
    case 'drop_down': {
      const v = answer && typeof answer === 'object' && 'value' in answer ? (answer as { value: unknown }).value : answer;
      return typeof v === 'string' ? v : emptyValue(field);
    }
    case 'phone_number':
      return typeof answer === 'string' && answer ? splitPhone(answer) : emptyValue(field);
    case 'check_boxes':
      return Array.isArray(answer) ? answer.filter((x): x is string => typeof x === 'string') : emptyValue(field);
    case 'disclaimer_form':
      return answer === true || answer === 1 || answer === '1';
    default:
      return typeof answer === 'string' ? answer : typeof answer === 'number' ? String(answer) : emptyValue(field);
  }
}
