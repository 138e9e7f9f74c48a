import 'server-only';
import { providerRequest } from './client';
import type { RequestContext } from './headers';
import { reshapeAdditionalField } from './forms';
import { text } from './reshape';
import { configuredFormResponseSchema } from './forms';
import type { ConfiguredForm } from '../forms/types';

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
