import { api } from './client';
import { leadFormSchema, leadSubmission, reshapeLeadForm, type LeadForm } from '../provider/forms';
import type { answerOf, FieldType } from '../forms/field-config';

/**
 * The form calls of the browser (spec §7 leads, forms/{slug}, file/save/data), through the BFF. Each answers app
 * types or the provider's success message; refusals are ApiErrors (lib/api/client.ts). Loaded only with a form
 * (the lead modal, /form/{slug}); the footer's newsletter posts through the client itself to stay light.
 */

type Answer = ReturnType<typeof answerOf>;
const messageOf = (answer: unknown): string | null => {
  const m = (answer as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : null;
};

/** The lead form from the answer of GET leads (LeadLauncher fetches it); null when it does not fit the contract. */
export function readLeadForm(data: unknown): LeadForm | null {
  const parsed = leadFormSchema.safeParse(data);
  return parsed.success ? reshapeLeadForm(parsed.data) : null;
}

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

/** POST file/save/data (spec §7): preUpload[0] and types[]; answers the stored file's path (files[0]). */
export async function uploadFile(file: File): Promise<string> {
  const body = new FormData();
  body.append('preUpload[0]', file);
  for (const t of ['jpeg', 'png', 'pdf']) body.append('types[]', t);
  const json = (await api.post('file/save/data', { body })) as { data?: { files?: string[] } } | null;
  const path = json?.data?.files?.[0];
  if (!path) throw new Error('upload failed');
  return path;
}
