import 'server-only';
import { headers } from 'next/headers';
import { resolveTenant } from '../tenant/tenants';
import { deviceClock, type RequestContext } from '../provider/headers';

/**
 * The provider context of a server action or route handler: the venue of the request's host (+ the bearer), and the
 * device's clock where the browser sent it (the islands' calls that change something; a server action cannot carry
 * it, so the provider gets now in the venue's zone there).
 */
export async function requestContext(bearer?: string | null): Promise<RequestContext | null> {
  const h = await headers();
  const tenant = resolveTenant(h.get('host'));
  if (!tenant) return null;
  return { siteToken: tenant.siteToken, bearer: bearer ?? null, ...deviceClock((name) => h.get(name)) };
}

/** The request's own origin (scheme from the proxy when behind HTTPS), for links the provider sends back to. */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto === 'https' ? 'https' : 'http'}://${h.get('host') ?? 'localhost'}`;
}
