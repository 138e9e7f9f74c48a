import { z } from '@/lib/zod';
import type { FieldType, PhoneValue } from '../forms/field-config';
import { checkEmiratesId } from './emirates-id';
import { isValidEmail } from './email';
import { isValidPhone } from './phone';
import { MAX_LENGTH } from './limits';

/** Longest answer a configured field takes, by type (./limits). */
export function maxLengthOf(type: FieldType): number {
  if (type === 'text_area') return MAX_LENGTH.textArea;
  if (type === 'email') return MAX_LENGTH.email;
  if (type === 'emirates_id') return MAX_LENGTH.idNumber;
  if (type === 'phone_number') return MAX_LENGTH.mobile;
  return MAX_LENGTH.text;
}

/**
 * The zod schema of a configured form or the lead form, built from its field config (EXAMPLES pattern 10).
 * Messages are passed in already translated, so the same rules serve both languages. Spec §5:
 * - required: '{field} is required' (lead fields when is_required is 1; additional fields likewise);
 * - email: lead forms 'Please enter a valid email address' (pattern {email}, no spaces);
 * - mobile: 8 to 14 digits after the country code, else 'Mobile number is not valid';
 * - Emirates ID: 784-NNNN-NNNNNNN-N with optional dashes ('Emirates ID format is incorrect.') and a Luhn check digit
 *   ('Emirates ID number is not valid.'), max length 15 (the digits; longer is 'format is incorrect', as the visitor form);
 * - check boxes need at least one selection; a file field accepts an existing string (the uploaded file's path).
 */
export interface FormMessages {
  required: (label: string) => string;
  email: string;
  phone: string;
  emiratesIdFormat: string;
  emiratesIdInvalid: string;
  date: string;
  option: string;
  /** A value longer than its field takes (issue 16 §4). */
  tooLong: (label: string, max: number) => string;
}

export { EMAIL_PATTERN, isValidEmail } from './email';

/** Spec §5 mobile (./phone) for a phone field's value. */
export function isValidMobile(v: PhoneValue): boolean {
  return isValidPhone(v.code, v.number);
}

/** What the rules need of a field (both the server's FormField and the client's field satisfy it). */
export interface SchemaField {
  key: string;
  type: FieldType;
  required: boolean;
  options: Array<{ value: string }>;
}

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

function fieldSchema(field: SchemaField, label: string, m: FormMessages): z.ZodTypeAny {
  const required = m.required(label);
  const max = maxLengthOf(field.type);
  const str = (check?: (v: string, ctx: z.RefinementCtx) => void, tooLong = m.tooLong(label, max)) =>
    z.string().superRefine((raw, ctx) => {
      const v = raw.trim();
      if (!v) {
        if (field.required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      if (v.length > max) {
        ctx.addIssue({ code: 'custom', message: tooLong });
        return;
      }
      check?.(v, ctx);
    });
  const oneOf = (v: string, ctx: z.RefinementCtx) => {
    if (field.options.length && !field.options.some((o) => o.value === v)) ctx.addIssue({ code: 'custom', message: m.option });
  };
  switch (field.type) {
    case 'email':
      return str((v, ctx) => {
        if (!isValidEmail(v)) ctx.addIssue({ code: 'custom', message: m.email });
      });
    case 'emirates_id':
      // Max length 15 (spec §5, §9), as the visitor form: a longer value, the dashed form among them, is not in the format.
      return str((v, ctx) => {
        const r = checkEmiratesId(v);
        if (r === 'format') ctx.addIssue({ code: 'custom', message: m.emiratesIdFormat });
        if (r === 'checksum') ctx.addIssue({ code: 'custom', message: m.emiratesIdInvalid });
      }, m.emiratesIdFormat);
    case 'date':
      return str((v, ctx) => {
        if (!isDate(v)) ctx.addIssue({ code: 'custom', message: m.date });
      });
    case 'radio_buttons':
    case 'drop_down':
      return str(oneOf);
    case 'check_boxes':
      return z.array(z.string().max(MAX_LENGTH.text, { message: m.option })).max(100, { message: m.option }).superRefine((v, ctx) => {
        if (field.required && v.length === 0) ctx.addIssue({ code: 'custom', message: required });
        if (field.options.length && v.some((x) => !field.options.some((o) => o.value === x))) ctx.addIssue({ code: 'custom', message: m.option });
      });
    case 'disclaimer_form':
      return z.boolean().superRefine((v, ctx) => {
        if (field.required && !v) ctx.addIssue({ code: 'custom', message: required });
      });
    case 'phone_number':
      return z.object({ code: z.string(), number: z.string() }).superRefine((v, ctx) => {
        if (v.number.length > max || v.code.length > 8) {
          ctx.addIssue({ code: 'custom', message: m.phone, path: ['number'] });
          return;
        }
        if (!v.number.trim()) {
          if (field.required) ctx.addIssue({ code: 'custom', message: required, path: ['number'] });
          return;
        }
        if (!isValidMobile(v)) ctx.addIssue({ code: 'custom', message: m.phone, path: ['number'] });
      });
    default:
      // text_box, text_area, country, file (the uploaded file's path)
      return str();
  }
}

export function buildFormSchema<F extends SchemaField>(fields: F[], labelOf: (f: F) => string, messages: FormMessages) {
  return z.object(Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f, labelOf(f), messages)])));
}
