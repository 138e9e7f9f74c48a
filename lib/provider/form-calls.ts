import 'server-only';
import { providerRequest } from './client';
import type { RequestContext } from './headers';
import { configuredFormResponseSchema, leadFormResponseSchema, reshapeAdditionalField, reshapeLeadForm } from './forms';
import { text } from './reshape';
import type { ConfiguredForm, LeadForm } from '../forms/types';

/** GET forms/{slug}; an unknown slug (404/409) is null so the page can 404. */
export async function getConfiguredForm(ctx: RequestContext, slug: string): Promise<ConfiguredForm | null> {
  try {
    const res = await providerRequest(`forms/${encodeURIComponent(slug)}`, { ctx, schema: configuredFormResponseSchema });
    const f = res.data;
    return {
      slug: f.slug,
      title: text(f.name, f.ar_name),
      description: text(f.description, f.ar_description),
      fields: f.fields.filter((x) => x.is_visible === 1).map(reshapeAdditionalField),
    };
  } catch (e) {
    const status = (e as { status?: number }).status;
    if (status === 404 || status === 409) return null;
    throw e;
  }
}

/** GET leads (spec §4): the venue's lead form, reshaped; null for a venue without one (data null). */
export async function getLeadForm(ctx: RequestContext): Promise<LeadForm | null> {
  const res = await providerRequest('leads', { ctx, schema: leadFormResponseSchema });
  return res.data ? reshapeLeadForm(res.data) : null;
}
