/**
 * What a venue host answers before any page (spec §4 app load, §8 "Config 404 / site disabled"): a host the
 * deployment does not know and a venue the provider does not know are not found (404); a disabled site, a site
 * under maintenance and a maintenance announced by the health check are temporarily unavailable (503 with
 * Retry-After). None of these answers may be cached publicly: a search engine would index the state page and a CDN
 * would serve it as the venue's content. Every state answer renders the one uncached state route, so a host a
 * visitor makes up never creates a cache entry or a file (issue 16 §1).
 */
export type SiteStateKind = 'unknown-host' | 'not-found' | 'disabled' | 'maintenance' | 'health' | 'ok';

/** Seconds a client or crawler should wait before asking again while a venue is unavailable. */
export const STATE_RETRY_AFTER_SECONDS = 300;

/** Internal route (app/[site]/[locale]/site-state) that renders a state page; never cached. */
export const STATE_ROUTE = 'site-state';

/** Site segment used for hosts the deployment does not know: their content never depends on the host. */
export const UNKNOWN_HOST_SEGMENT = 'unknown-host.invalid';

export interface StateAnswer {
  status: 404 | 503;
  headers: Record<string, string>;
}

export function stateAnswer(kind: SiteStateKind): StateAnswer | null {
  const noStore = { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' };
  switch (kind) {
    case 'ok':
      return null;
    case 'unknown-host':
    case 'not-found':
      return { status: 404, headers: noStore };
    case 'disabled':
    case 'maintenance':
    case 'health':
      return { status: 503, headers: { ...noStore, 'Retry-After': String(STATE_RETRY_AFTER_SECONDS) } };
  }
}

/** The internal path a state answer renders: `/<site segment>/<locale>/site-state`. */
export function statePath(kind: SiteStateKind, host: string | null, locale: string): string {
  const site = kind === 'unknown-host' || !host ? UNKNOWN_HOST_SEGMENT : host;
  return `/${site}/${locale}/${STATE_ROUTE}`;
}
