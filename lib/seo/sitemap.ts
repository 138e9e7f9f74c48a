import type { Site } from '@/lib/tenant/types';
import type { Tenant } from '../tenant/tenants';
import { LOCALES } from '../i18n/locales';
import { href } from '../routing/links';

/**
 * sitemap.xml per host (issue 3): every public page of the host in both languages, each URL with its hreflang
 * alternates. Pages come from sources (lib/seo/sitemap-sources.ts); a source that fails is left out rather than
 * failing the whole sitemap.
 */
export interface SitemapContext {
  host: string;
  tenant: Tenant;
  site: Site;
}

/** Visible paths without `lang`, e.g. "/events/12". */
export type SitemapSource = (ctx: SitemapContext) => Promise<string[]>;

export async function collectPaths(ctx: SitemapContext, sources: SitemapSource[]): Promise<string[]> {
  const results = await Promise.allSettled(sources.map((s) => s(ctx)));
  const paths = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  return [...new Set(paths)];
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(origin + href(path, l))}"/>`).join('');
      return `<url><loc>${xmlEscape(origin + href(path, locale))}</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + href(path, 'en'))}"/></url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string | null): string {
  // An unknown or unavailable site is not to be indexed at all.
  if (!origin) return 'User-agent: *\nDisallow: /\n';
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /profile', 'Disallow: /cart', 'Disallow: /login', 'Disallow: /register', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
