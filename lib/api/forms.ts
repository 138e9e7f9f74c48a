import { z } from '../zod';
import { api } from './client';
import { leadSubmission } from '../provider/forms';
import type { answerOf, FieldType } from '../forms/field-config';
import type { LeadForm } from '../forms/types';

/**
 * The form calls of the browser (spec §7 POST leads, forms/{slug}, file/save/data), through the BFF. Each answers app
 * types or the provider's success message; refusals are ApiErrors (lib/api/client.ts). Loaded only with a form
 * (the lead modal's submit, /form/{slug}); the footer's newsletter and the lead modal's form have their own light
 * modules (lib/api/newsletter.ts, lib/api/lead-form.ts).
 */

type Answer = ReturnType<typeof answerOf>;
const messageOf = (answer: unknown): string | null => {
  const m = (answer as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : null;
};

/** POST leads; answers the provider's success message. */
export async function submitLead(lead: LeadForm, answers: Answer[], captcha: string, locale: string): Promise<string | null> {
  return messageOf(await api.post('leads', { query: { locale }, body: leadSubmission(lead, answers, captcha) }));
}

/** POST forms/{slug} with each field's answer; answers the provider's success message. */
export async function submitForm(
  slug: string,
  locale: string,
  answers: Array<{ id: number | null; slug: string; type: FieldType; value: Answer }>,
): Promise<string | null> {
  return messageOf(await api.post(`forms/${encodeURIComponent(slug)}`, { query: { locale }, body: { fields: answers } }));
}

const uploadAnswerSchema = z.object({ data: z.object({ files: z.array(z.string()) }) });

/** POST file/save/data (spec §7): preUpload[0] and types[]; answers the stored file's path (files[0]). */
export async function uploadFile(file: File): Promise<string> {
  const body = new FormData();
  body.append('preUpload[0]', file);
  for (const t of ['jpeg', 'png', 'pdf']) body.append('types[]', t);
  const path = (await api.post('file/save/data', { body, schema: uploadAnswerSchema })).data.files[0];
  if (!path) throw new Error('upload failed');
  return path;
}
