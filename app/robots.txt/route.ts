import type { NextRequest } from 'next/server';
import { loadSite } from '@/lib/tenant/site';
import { normaliseHost } from '@/lib/tenant/tenants';
import { origin } from '@/lib/seo/metadata';
import { robotsTxt } from '@/lib/seo/sitemap';

/** robots.txt of the requesting host: its sitemap when the site is up, otherwise nothing is to be indexed. */
export async function GET(req: NextRequest) {
  const host = normaliseHost(req.headers.get('host'));
  const state = host ? await loadSite(host).catch(() => null) : null;
  const body = robotsTxt(host && state?.kind === 'ok' ? origin(host) : null);
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=3600' } });
}
