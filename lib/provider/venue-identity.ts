import { z } from '@/lib/zod';
import type { RequestContext } from './headers';

/**
 * spec §3 site config (vtoken, session_id) and §7 headers (issue 15.7): the venue's config names the site token and
 * session id its calls carry. Every provider call made with a venue's config sends them as the site-token and
 * session headers; the token the storefront was configured with (tenants.json) only fetches that config. A visitor's
 * own session id (the browser's holds, spec §7 cart/sync) stays theirs: the venue's is the default, not an override.
 */
export interface VenueIdentity {
  siteToken: string | null;
  sessionId: string | null;
}

/** Only the two fields of the config answer (GET config) that name the venue's identity. */
export const identityResponseSchema = z.object({
  data: z.object({ vtoken: z.string().nullish(), session_id: z.string().nullish() }),
});

export function identityOf(answer: z.output<typeof identityResponseSchema>): VenueIdentity {
  return { siteToken: answer.data.vtoken || null, sessionId: answer.data.session_id || null };
}

export function withVenueIdentity(ctx: RequestContext, identity: VenueIdentity | null): RequestContext {
  if (!identity) return ctx;
  return { ...ctx, siteToken: identity.siteToken ?? ctx.siteToken, sessionId: ctx.sessionId ?? identity.sessionId };
}
