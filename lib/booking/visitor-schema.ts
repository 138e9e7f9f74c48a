import { z } from '../zod';
import type { VisitorFieldConfig, VisitorFieldKey } from './types';
import type { Visitor } from './visitors';
import { isValidEmail } from '../validation/email';
import { isValidPhone, normaliseMobileNumber } from '../validation/phone';
import { ID_NUMBER_MAX } from '../validation/emirates-id';
import { EMIRATES_ID_TYPE, emiratesIdError, type EmiratesIdError } from './emirates-id';

export type VisitorError =
  | { key: 'required'; field: string }
  | { key: 'invalidEmail' }
  | { key: 'invalidMobile' }
  | { key: EmiratesIdError };

/** A visitor error travels in a zod issue's message as 'key' or 'required:field' (what react-hook-form keeps). */
export const encodeVisitorError = (e: VisitorError): string => (e.key === 'required' ? `required:${e.field}` : e.key);
export function decodeVisitorError(message: string | undefined): VisitorError | undefined {
  if (!message) return undefined;
  const [key, field] = message.split(':');
  return key === 'required' ? { key, field: field ?? '' } : ({ key } as VisitorError);
}

/** spec §5 / §9: the Emirates ID's own check (15 characters at most, then its format and check digit). */
export const visitorEidError = (value: string): EmiratesIdError | null => (value.length > ID_NUMBER_MAX ? 'eidFormat' : emiratesIdError(value));

const visitorShape = z.object({
  name: z.string(),
  country_code: z.string(),
  mobile_number: z.string(),
  email: z.string(),
  dob: z.string(),
  gender: z.string(),
  nationality: z.string(),
  id_proof_type_id: z.number(),
  id_proof_number: z.string(),
  religion_id: z.string(),
  customer_tag: z.string(),
  documents: z.record(z.string(), z.string()),
  additional_fields: z.record(z.string(), z.unknown()),
  save_detail_for_future: z.boolean(),
  customer_id: z.number().optional(),
});

/**
 * The visitor form's one schema (spec §5 visitor form), for the field config of the service: name, mobile with
 * country code and a valid email are required; dob, nationality, id, religion and tag are checked only if visible
 * and required only if flagged; gender required if flagged. The Emirates ID keeps spec §9's maximum of 15
 * characters. Issue paths are the form's field names. The configured extra fields are checked by the shared form
 * renderer's schema (lib/validation/lead-form.ts buildFormSchema), as in every form.
 */
export function visitorSchema(rules: VisitorFieldConfig['rules']) {
  const need = (k: VisitorFieldKey) => rules[k].visible && rules[k].required;
  return visitorShape.superRefine((v, ctx) => {
    const fail = (path: keyof Visitor, e: VisitorError) => ctx.addIssue({ code: 'custom', path: [path], message: encodeVisitorError(e) });
    if (v.name.trim().length < 2) fail('name', { key: 'required', field: 'name' });
    if (!v.country_code.trim() || !normaliseMobileNumber(v.mobile_number)) fail('mobile_number', { key: 'required', field: 'mobile' });
    else if (!isValidPhone(v.country_code, v.mobile_number)) fail('mobile_number', { key: 'invalidMobile' });
    if (!v.email.trim()) fail('email', { key: 'required', field: 'email' });
    else if (!isValidEmail(v.email.trim())) fail('email', { key: 'invalidEmail' });
    if (need('dob') && !v.dob) fail('dob', { key: 'required', field: 'dob' });
    if (rules.gender.required && !v.gender) fail('gender', { key: 'required', field: 'gender' });
    if (need('nationality') && !v.nationality) fail('nationality', { key: 'required', field: 'nationality' });
    if (need('religion') && !v.religion_id) fail('religion_id', { key: 'required', field: 'religion' });
    if (need('tag') && !v.customer_tag) fail('customer_tag', { key: 'required', field: 'tag' });
    if (!rules.id.visible) return;
    if (v.id_proof_type_id === EMIRATES_ID_TYPE && (v.id_proof_number || rules.id.required)) {
      const err = visitorEidError(v.id_proof_number);
      if (err) fail('id_proof_number', { key: err });
    } else if (rules.id.required && !v.id_proof_number) fail('id_proof_number', { key: 'required', field: 'idNumber' });
  });
}

/** The whole visitor details form: one block per visitor, each by the schema above. */
export const visitorsFormSchema = (rules: VisitorFieldConfig['rules']) => z.object({ visitors: z.array(visitorSchema(rules)) });

/** One visitor's errors by field name (the schema's issues), empty when the visitor passes. */
export function validateVisitor(v: Visitor, rules: VisitorFieldConfig['rules']): Record<string, VisitorError> {
  const r = visitorSchema(rules).safeParse(v);
  if (r.success) return {};
  const out: Record<string, VisitorError> = {};
  for (const issue of r.error.issues) {
    const key = String(issue.path[0]);
    out[key] ??= decodeVisitorError(issue.message)!;
  }
  return out;
}
