import type { NextRequest } from 'next/server';
import { loadSite } from '@/lib/tenant/site';
import { normaliseHost } from '@/lib/tenant/tenants';
import { origin } from '@/lib/seo/metadata';
import { collectPaths, sitemapXml } from '@/lib/seo/sitemap';
import { SITEMAP_SOURCES } from '@/lib/seo/sitemap-sources';

/** sitemap.xml of the requesting host (a route handler, so it may read the Host header). */
export async function GET(req: NextRequest) {
  const host = normaliseHost(req.headers.get('host'));
  const state = host ? await loadSite(host).catch(() => null) : null;
  if (!host || !state || state.kind !== 'ok') return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const paths = await collectPaths({ host, tenant: state.tenant, site: state.site }, SITEMAP_SOURCES);
  return new Response(sitemapXml(origin(host), paths), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400' },
  });
}
