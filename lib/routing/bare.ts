/**
 * Pages shown without header, footer and sub-header (spec §2: /event-invite, /home-bsl). next.config.mjs rewrites
 * them to the site segment `<host>~bare`; the layout reads the suffix as its "no shell" flag and pageLocale strips
 * it, so the page is cached apart from the shelled pages and nothing else changes. To add a bare page, add its
 * path to the `:bare(...)` rewrite rule.
 */
export const BARE_SUFFIX = '~bare';

export function splitSiteSegment(site: string): { host: string; bare: boolean } {
  const decoded = decodeURIComponent(site);
  return decoded.endsWith(BARE_SUFFIX) ? { host: decoded.slice(0, -BARE_SUFFIX.length), bare: true } : { host: decoded, bare: false };
}
