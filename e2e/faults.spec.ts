import { expect, test, type Page } from './support/test';
import type { FaultProxy } from '../scripts/fault-proxy.mjs';
import type { Stack } from '../scripts/lib/stack.mjs';
import { looksLikeStackTrace } from './support/no-stack';
import { expectNoSeriousA11yViolations } from './support/axe';
import { httpLib, loadScript, type FaultProxyLib, type HttpLib, type StackLib } from './support/scripts';

/**
 * Issue 6 §3: the provider stopped, slow (2 s per call) and answering garbage, through a fault proxy between the
 * storefront and the sandbox. Cached public pages keep serving, an uncached page shows a clear error page in the
 * visitor's language, /api/provider answers a JSON 5xx without internals, and everything recovers by itself.
 * This spec starts its own storefront (FAULT_PORT) so the faults never disturb the other specs.
 */
const PORT = Number(process.env.FAULT_PORT ?? 3306);
const SANDBOX_PORT = Number(process.env.FAULT_SANDBOX_PORT ?? 4306);
const PROXY_PORT = Number(process.env.FAULT_PROXY_PORT ?? 4307);

test.describe.configure({ mode: 'serial' });

let http: HttpLib;
let proxy: FaultProxy;
let stack: Stack;
const cached: Record<string, string> = {};
const CACHED_PAGES = ['/?lang=en', '/?lang=ar', '/about-us?lang=en'];

/** A page path that no earlier run can have cached (the build's file-system cache outlives the server). */
const uncached = () => `/fault-probe-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const get = (path: string, host = 'localhost') => http.rawRequest({ port: PORT, path, host: `${host}:${PORT}`, timeoutMs: 30_000 });

test.beforeAll(async ({}, info) => {
  info.setTimeout(120_000);
  http = await httpLib();
  const { startFaultProxy } = await loadScript<FaultProxyLib>('scripts/fault-proxy.mjs');
  const { startStack } = await loadScript<StackLib>('scripts/lib/stack.mjs');
  proxy = await startFaultProxy({ port: PROXY_PORT, target: `http://127.0.0.1:${SANDBOX_PORT}` });
  stack = await startStack({ nextPort: PORT, sandboxPort: SANDBOX_PORT, providerUrl: proxy.url });
  // The build's file-system cache may hold an older copy (STALE) that is re-rendered in the background.
  for (const path of CACHED_PAGES) {
    await expect.poll(async () => (await get(path)).headers['x-nextjs-cache'], { message: path, timeout: 30_000 }).toBe('HIT');
    const r = await get(path);
    expect(r.status, path).toBe(200);
    cached[path] = r.body;
  }
});

test.afterAll(async () => {
  await stack?.stop();
  await proxy?.close();
});

/**
 * What a visitor reads on a page: its text nodes outside scripts and styles, sorted. A cached page may be re-rendered
 * in the background while the provider is only slow (its revalidate time can lapse during this spec), and the new
 * render may stream its parts and payload rows in another order: the same page, not the same bytes.
 */
const pageText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .split(/<[^>]+>/)
    .map((s) => s.trim())
    .filter(Boolean)
    .sort();

async function expectCachedPagesServe() {
  for (const path of CACHED_PAGES) {
    const r = await get(path);
    expect(r.status, path).toBe(200);
    expect(pageText(r.body), `${path} keeps its cached content`).toEqual(pageText(cached[path] ?? ''));
  }
}

async function expectProviderRouteFault(expected: number) {
  const r = await get('/api/provider/verify-time');
  expect(r.status).toBe(expected);
  expect(r.headers['content-type']).toContain('application/json');
  const body = JSON.parse(r.body) as { status: boolean; message: string };
  expect(body.status).toBe(false);
  expect(body.message).toBeTruthy();
  expect(looksLikeStackTrace(r.body)).toBe(false);
}

/** An uncached page while the provider fails: the error page in the visitor's language, no internals. */
async function expectErrorPage(page: Page, url: string, lang: 'en' | 'ar') {
  const res = await page.goto(url);
  expect(res!.status()).toBeGreaterThanOrEqual(500);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toHaveText(lang === 'ar' ? /حدث خطأ ما|لا يمكننا الوصول إلى المكان الآن/ : /Something went wrong|We can't reach the venue right now/);
  await expect(page.getByRole('button', { name: lang === 'ar' ? 'حاول مرة أخرى' : 'Try again' })).toBeVisible();
  expect(looksLikeStackTrace(await res!.text())).toBe(false);
  expect(looksLikeStackTrace(await page.content())).toBe(false);
  // An error answer must never be kept by a CDN.
  expect(res!.headers()['cache-control'] ?? '').not.toMatch(/public|s-maxage/);
  expect(res!.headers()['content-security-policy'] ?? '').toContain("frame-ancestors 'none'");
  expect(res!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expectNoSeriousA11yViolations(page, { label: `error page ${lang}` });
}

test('provider stopped: cached pages serve, uncached pages show the error page, /api/provider answers 503', async ({ page }) => {
  proxy.setMode('stopped');
  await expectCachedPagesServe();
  await expectProviderRouteFault(503);
  await expectErrorPage(page, `http://localhost:${PORT}${uncached()}?lang=ar`, 'ar');
  await expectErrorPage(page, `http://arena.localhost:${PORT}${uncached()}?lang=en`, 'en');
  expect(proxy.counts.stopped).toBeGreaterThan(0);
});

test('provider slow (2 s per call): cached pages serve at once, /api/provider still answers', async () => {
  proxy.setMode('slow');
  const t0 = Date.now();
  await expectCachedPagesServe();
  // Cached pages never wait for the provider (three pages, well under one slow call each).
  expect(Date.now() - t0).toBeLessThan(2000 * CACHED_PAGES.length);
  const r = await get('/api/provider/verify-time');
  expect(r.status).toBe(200);
  expect(JSON.parse(r.body)).toHaveProperty('data');
});

test('provider answering garbage: cached pages serve, uncached pages show the error page, /api/provider answers 502', async ({ page }) => {
  proxy.setMode('garbage');
  await expectCachedPagesServe();
  await expectProviderRouteFault(502);
  await expectErrorPage(page, `http://localhost:${PORT}${uncached()}?lang=en`, 'en');
});

test('everything recovers by itself when the provider returns', async ({ page }) => {
  proxy.setMode('pass');
  await expect.poll(async () => (await get('/api/provider/verify-time')).status, { timeout: 30_000 }).toBe(200);
  // A page that needs the provider renders again: an unknown slug is the venue's 404 page, not the error page.
  await expect.poll(async () => (await get(`${uncached()}?lang=ar`)).status, { timeout: 30_000 }).toBe(404);
  const res = await page.goto(`http://arena.localhost:${PORT}${uncached()}?lang=ar`);
  expect(res!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/حدث خطأ ما|لا يمكننا الوصول/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expectCachedPagesServe();
});
