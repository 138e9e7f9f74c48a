import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { PORT } from './support/env';
import { host } from './support/hosts';
import { httpLib } from './support/scripts';

/**
 * Issue 16: what a first-time visitor hits, in both languages. Each test fails without its fix.
 */

/** Every file and folder under the server's output whose path contains `needle` (the ISR cache lives there). */
function filesContaining(needle: string): string[] {
  const root = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'server');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (p.includes(needle)) out.push(p);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(root);
  return out;
}

test('§1 a made-up host never creates a cache entry or a file, whatever its length, and never fails', async () => {
  const { rawRequest } = await httpLib();
  const name = `made-up-${Date.now()}`;
  const hosts = [`${name}.example`, `${name}.${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(40)}.example`];
  expect(hosts[1]!.length).toBeGreaterThan(300);
  for (const h of hosts) {
    for (const p of ['/?lang=en', '/events?lang=ar', '/blog/x?lang=en', '/about-us?lang=ar', '/events/1?lang=en']) {
      const r = await rawRequest({ port: PORT, path: p, host: h });
      expect(r.status, `${h.slice(0, 30)} ${p}`).toBe(404);
      expect(r.body).toMatch(/This site is not available|هذا الموقع غير متاح/);
      expect(String(r.headers['cache-control'])).not.toMatch(/public|s-maxage/);
    }
  }
  expect(filesContaining(name)).toEqual([]);
});

test('§2 state pages answer 404 or 503 with Retry-After, never publicly cacheable', async ({ page }) => {
  const { rawRequest } = await httpLib();
  const cases: Array<[string, number, RegExp]> = [
    ['missing', 404, /looking for is not found/],
    ['nowhere', 404, /This site is not available/],
    ['closed', 503, /This site is not available/],
    ['maintenance', 503, /be back soon/],
    ['health', 503, /Scheduled maintenance/],
  ];
  for (const [name, status, text] of cases) {
    for (const p of ['/?lang=en', '/events?lang=en', '/about-us?lang=en', '/blog/x?lang=en', '/cart?lang=en']) {
      const r = await rawRequest({ port: PORT, path: p, host: `${name}.localhost:${PORT}` });
      expect(r.status, `${name} ${p}`).toBe(status);
      expect(r.body, `${name} ${p}`).toMatch(text);
      expect(String(r.headers['cache-control']), `${name} ${p}`).toMatch(/no-store/);
      expect(String(r.headers['cache-control']), `${name} ${p}`).not.toMatch(/public|s-maxage/);
      if (status === 503) expect(Number(r.headers['retry-after']), `${name} ${p}`).toBeGreaterThan(0);
    }
  }
  // A person sees the state page in their language.
  const res = await page.goto(`${host('closed')}/?lang=ar`);
  expect(res?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'هذا الموقع غير متاح' })).toBeVisible();
  // A working venue still answers its pages from the cache.
  const ok = await rawRequest({ port: PORT, path: '/?lang=en', host: `localhost:${PORT}` });
  expect(ok.status).toBe(200);
});
