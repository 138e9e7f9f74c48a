import { api, type Parser } from './client';
import type { LeadForm } from '../forms/types';

/**
 * The lead modal's form (spec §4), from the storefront's own /api/catalogue/lead-form: the server read it through
 * its cache and checked it against the provider's contract (lib/provider/forms.ts), so this module carries no zod
 * and a first visit's pop-up costs a fetch, not a schema library (issue 27 item 1). The answer is still looked at:
 * anything not shaped like a form reads as no form.
 */
const isText = (v: unknown) => typeof v === 'object' && v !== null && typeof (v as { en?: unknown }).en === 'string';

export const leadFormAnswer: Parser<{ data: LeadForm | null }> = {
  safeParse(v) {
    const data = (v as { data?: unknown } | null)?.data;
    if (data === null) return { success: true, data: { data: null } };
    const f = data as Partial<LeadForm> | undefined;
    const shaped = !!f && isText(f.name) && typeof f.leadActionListId === 'number' && Array.isArray(f.fields) && f.fields.every((x) => typeof x?.key === 'string' && isText(x.label));
    return shaped ? { success: true, data: { data: f as LeadForm } } : { success: false };
  },
};

/**
 * The venue's lead form, or null when it has none, cannot be loaded or does not fit (spec §8: lead form fetch
 * failure - nothing loads); an abandoned fetch (`signal`) rejects.
 */
export async function leadForm(signal?: AbortSignal): Promise<LeadForm | null> {
  try {
    return (await api.get('/api/catalogue/lead-form', { schema: leadFormAnswer, signal })).data;
  } catch (e) {
    if (signal?.aborted) throw e;
    return null;
  }
}
