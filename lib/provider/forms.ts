import { z } from '@/lib/zod';
import { bilingual } from './wire-fields';
import { FIELD_TYPES, leadFieldType, type answerOf, type FieldOption, type FormField } from '../forms/field-config';
import type { LeadForm } from '../forms/types';
import { text } from './reshape';

/**
 * Wire schemas and calls of the configured forms (spec §3 additional field config, /form/{slug}), the lead form
 * (spec §3 lead form, §7 GET/POST leads), the newsletter and the file upload (spec §7 POST file/save/data).
 * Pure (no server imports): the lead modal parses the form with these in the browser. Calls: form-calls.ts.
 */

const flag01 = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0));

export const fieldOptionSchema = z.object({
  value: z.string(),
  ...bilingual('label'),
});

/** Spec §3 additional field config. */
export const additionalFieldSchema = z.object({
  id: z.number(),
  slug: z.string(),
  ...bilingual('name', z.string()),
  ...bilingual('content'),
  type: z.enum(FIELD_TYPES),
  is_required: flag01.default(0),
  is_visible: flag01.default(1),
  options: z.array(fieldOptionSchema).default([]),
  helping_document: z.string().nullish(),
  is_additional: flag01.default(1),
});
export type AdditionalFieldWire = z.infer<typeof additionalFieldSchema>;

export const configuredFormSchema = z.object({
  slug: z.string(),
  ...bilingual('name', z.string()),
  ...bilingual('description'),
  fields: z.array(additionalFieldSchema),
});
export const configuredFormResponseSchema = z.object({ status: z.boolean(), data: configuredFormSchema });

/** Spec §3 custom form field (id, type, value) as sent back. */
export const formAnswerSchema = z.object({
  id: z.number(),
  slug: z.string(),
  type: z.enum(FIELD_TYPES),
  value: z.union([z.string(), z.array(z.string()), z.object({ value: z.string() }), z.boolean(), z.null()]),
});
export const formSubmitSchema = z.object({ fields: z.array(formAnswerSchema).max(100) });
export const messageResponseSchema = z.object({ status: z.boolean(), message: z.string().nullish(), data: z.unknown().optional() });

/** Spec §3 lead form: field_name, type, is_required, options with a value. */
export const leadFieldSchema = z.object({
  ...bilingual('field_name', z.string()),
  type: z.string(),
  is_required: flag01.default(0),
  options: z.array(fieldOptionSchema).default([]),
});
export const leadFormSchema = z.object({
  ...bilingual('form_name', z.string()),
  ...bilingual('form_description'),
  lead_action_list_id: z.number(),
  form_fields: z.array(leadFieldSchema),
});
/** A venue without a lead form answers data null. */
export const leadFormResponseSchema = z.object({ status: z.boolean(), data: leadFormSchema.nullable() });
export type LeadFormWire = z.infer<typeof leadFormSchema>;

/** Spec §7 POST leads: the form echoed back with each field's answer, and the captcha response. */
export const leadSubmitSchema = z.object({
  form_name: z.string(),
  form_description: z.string().nullish(),
  lead_action_list_id: z.number(),
  form_fields: z
    .array(
      leadFieldSchema.extend({
        answer: z.union([z.string(), z.array(z.string()), z.object({ value: z.string() }), z.null()]),
      }),
    )
    .max(100),
  recaptcha_response: z.string(),
});
export type LeadSubmitWire = z.input<typeof leadSubmitSchema>;

export const newsletterSubmitSchema = z.object({ email: z.string() });

/** Spec §7 POST file/save/data answers files[0]: the stored file's path. */
export const uploadResponseSchema = z.object({ status: z.boolean(), data: z.object({ files: z.array(z.string()).min(1) }) });

export function reshapeLeadForm(w: LeadFormWire): LeadForm {
  return {
    name: text(w.form_name, w.ar_form_name),
    description: text(w.form_description, w.ar_form_description),
    leadActionListId: w.lead_action_list_id,
    fields: w.form_fields.map(reshapeLeadField),
    echo: w,
  };
}

/**
 * Spec §7 POST leads body: the form exactly as the provider sent it, each field with its answer (in field order),
 * and the captcha response. A ticked disclaimer answers 'yes'; an unticked one, nothing.
 */
export function leadSubmission(lead: LeadForm, answers: Array<ReturnType<typeof answerOf>>, captchaResponse: string): LeadSubmitWire {
  // The echo is the form this module parsed on the way in (reshapeLeadForm); parsed again, it is its wire shape.
  const sent = leadFormSchema.parse(lead.echo);
  return {
    form_name: sent.form_name,
    form_description: sent.form_description,
    lead_action_list_id: lead.leadActionListId,
    form_fields: sent.form_fields.map((wf, i) => {
      const answer = answers[i] ?? null;
      return { ...wf, answer: typeof answer === 'boolean' ? (answer ? 'yes' : null) : answer };
    }),
    recaptcha_response: captchaResponse,
  };
}

function options(list: Array<{ value: string; label?: string | null; ar_label?: string | null }>): FieldOption[] {
  return list.map((o) => ({ value: o.value, label: text(o.label ?? o.value, o.ar_label) }));
}

export function reshapeLeadField(w: LeadFormWire['form_fields'][number], index: number): FormField {
  return {
    key: `f${index}`,
    id: null,
    slug: w.field_name,
    label: text(w.field_name, w.ar_field_name),
    type: leadFieldType(w.type),
    required: w.is_required === 1,
    options: options(w.options),
    content: null,
    helpUrl: null,
  };
}

export function reshapeAdditionalField(w: AdditionalFieldWire): FormField {
  return {
    key: `f${w.id}`,
    id: w.id,
    slug: w.slug,
    label: text(w.name, w.ar_name),
    type: w.type,
    required: w.is_required === 1,
    options: options(w.options),
    content: w.content ? text(w.content, w.ar_content) : null,
    helpUrl: w.helping_document ?? null,
  };
}
