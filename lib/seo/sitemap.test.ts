import { describe, expect, it } from 'vitest';
import { collectPaths, robotsTxt, sitemapXml, type SitemapContext } from './sitemap';

describe('sitemap', () => {
  // issue 3: sitemap.xml per host listing that host's public pages in both languages, with hreflang alternates
  it('lists each path in en and ar with alternates', () => {
    const xml = sitemapXml('http://arena.localhost', ['/events/31']);
    expect(xml).toContain('<loc>http://arena.localhost/events/31?lang=en</loc>');
    expect(xml).toContain('<loc>http://arena.localhost/events/31?lang=ar</loc>');
    expect(xml).toContain('hreflang="ar" href="http://arena.localhost/events/31?lang=ar"');
    expect(xml).toContain('hreflang="x-default"');
  });
  it('escapes XML and keeps the query', () => {
    expect(sitemapXml('http://x', ['/events?page=2'])).toContain('<loc>http://x/events?page=2&amp;lang=en</loc>');
  });
  it('leaves out a failing source and removes duplicates', async () => {
    const ctx = {} as SitemapContext;
    const paths = await collectPaths(ctx, [async () => ['/', '/events'], async () => Promise.reject(new Error('down')), async () => ['/events']]);
    expect(paths).toEqual(['/', '/events']);
  });
  it('robots points at the host sitemap, or disallows everything for an unknown site', () => {
    expect(robotsTxt('https://venue.example')).toContain('Sitemap: https://venue.example/sitemap.xml');
    expect(robotsTxt(null)).toBe('User-agent: *\nDisallow: /\n');
  });
});
