import { resolveTenant, type Tenant } from '../tenant/tenants';

/**
 * The answer of a storefront catalogue route for the islands (/api/catalogue/*): the venue's data in the
 * storefront's own shape, read through the server's cache, so shared caches may keep it for the venue's host as a
 * page is kept; an unknown host is 404, a provider failure 502 (the islands read both as nothing to show).
 */
export async function catalogueAnswer(host: string | null, read: (tenant: Tenant) => Promise<unknown>): Promise<Response> {
  const tenant = resolveTenant(host);
  if (!tenant) return Response.json({ status: false, message: 'Unknown site' }, { status: 404 });
  try {
    const data = await read(tenant);
    return Response.json({ status: true, data }, { headers: { 'cache-control': 'public, max-age=0, s-maxage=300' } });
  } catch {
    return Response.json({ status: false, message: 'The venue is not answering' }, { status: 502 });
  }
}
