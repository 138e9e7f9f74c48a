import type { NextRequest } from 'next/server';
import { resolveTenant } from '@/lib/tenant/tenants';
import { loadLeadForm } from '@/lib/catalogue/loaders';

/**
 * The venue's lead form (spec §4 GET leads) for the lead modal, in the storefront's own shape: read through the
 * server's cache (the same for every visitor) and checked against the wire contract there, so the browser loads
 * neither zod nor the provider schemas to open the modal (issue 27 item 1: that parse was a first visit's longest
 * task). `data` is null for a venue without a lead form; a provider failure answers 502 (spec §8: nothing loads).
 */
export async function GET(req: NextRequest) {
  const tenant = resolveTenant(req.headers.get('host'));
  if (!tenant) return Response.json({ status: false, message: 'Unknown site' }, { status: 404 });
  try {
    const data = await loadLeadForm(tenant);
    return Response.json({ status: true, data }, { headers: { 'cache-control': 'public, max-age=0, s-maxage=300' } });
  } catch {
    return Response.json({ status: false, message: 'The venue is not answering' }, { status: 502 });
  }
}
