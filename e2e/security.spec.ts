import { expect, test } from './support/test';
import { PORT } from './support/env';
import { httpLib } from './support/scripts';

/**
 * Issue 6 §5 / DESIGN §3: security headers on every kind of response, no open redirect through nextUrl, provider
 * HTML with script payloads rendered inert. (Session-cookie flags and cross-customer isolation join this spec
 * when the accounts feature lands; `npm run audit:prod` covers advisories.)
 */
const origin = `http://localhost:${PORT}`;

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, label: string) {
  const h = (k: string) => String(headers[k] ?? '');
  expect(h('content-security-policy'), label).toContain("frame-ancestors 'none'");
  expect(h('content-security-policy'), label).toContain("object-src 'none'");
  expect(h('content-security-policy'), label).toContain("base-uri 'self'");
  expect(h('x-content-type-options'), label).toBe('nosniff');
  expect(h('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(h('x-frame-options'), label).toBe('DENY');
  expect(h('x-powered-by'), label).toBe('');
}

test('DESIGN §3 headers on pages, API answers, static assets, redirects and error pages', async () => {
  const { rawRequest } = await httpLib();
  const get = (path: string, host = `localhost:${PORT}`) => rawRequest({ port: PORT, path, host });
  const home = await get('/?lang=en');
  expect(home.status).toBe(200);
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
  const css = /<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/.exec(home.body)?.[1];
  expect(script).toBeTruthy();
  const cases: Array<[string, string, number?, string?]> = [
    ['page', '/?lang=en', 200],
    ['page (Arabic, other venue)', '/?lang=ar', 200, `arena.localhost:${PORT}`],
    ['additional page', '/about-us?lang=ar', 200],
    ['404 page', '/no-such-page?lang=en', 404],
    ['middleware redirect', '/about-us', 307],
    ['login redirect', '/profile/user?lang=en', 307],
    ['state page (maintenance)', '/?lang=en', 503, `maintenance.localhost:${PORT}`],
    ['unknown host', '/?lang=en', undefined, `nowhere.localhost:${PORT}`],
    ['API route', '/api/session', 200],
    ['provider route', '/api/provider/verify-time', 200],
    ['provider route refusal', '/api/provider/not-allowed', 404],
    ['version', '/version.json', 200],
    ['static script', script!, 200],
    ...(css ? ([['static stylesheet', css, 200]] as Array<[string, string, number]>) : []),
    ['public file', '/images/oasis/hero-swim.svg', 200],
  ];
  for (const [label, path, status, host] of cases) {
    const r = await get(path, host);
    if (status !== undefined) expect(r.status, label).toBe(status);
    expectSecurityHeaders(r.headers, `${label} ${path}`);
  }
});

test('personal answers forbid caching; public pages let a CDN cache them', async () => {
  const { rawRequest } = await httpLib();
  const session = await rawRequest({ port: PORT, path: '/api/session', host: `localhost:${PORT}` });
  expect(session.headers['cache-control']).toMatch(/private|no-store/);
  expect(session.headers['cache-control']).not.toMatch(/public|s-maxage/);
  const provider = await rawRequest({ port: PORT, path: '/api/provider/verify-time', host: `localhost:${PORT}` });
  expect(provider.headers['cache-control']).toMatch(/private|no-store/);
  await rawRequest({ port: PORT, path: '/about-us?lang=en', host: `localhost:${PORT}` });
  const page = await rawRequest({ port: PORT, path: '/about-us?lang=en', host: `localhost:${PORT}` });
  expect(page.headers['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
});

test('cached pages carry a validator: an unchanged page answers 304 to If-None-Match (lib/http/etag.cjs)', async () => {
  const { rawRequest } = await httpLib();
  const get = (path: string, headers: Record<string, string> = {}) => rawRequest({ port: PORT, path, host: `localhost:${PORT}`, headers });
  for (const path of ['/?lang=en', '/events?lang=ar']) {
    await get(path);
    const first = await get(path);
    const etag = String(first.headers.etag ?? '');
    // The build swaps Next's FNV page hash for a native SHA-1 (base64url, 27 characters) plus the length: a shorter
    // validator would mean the swap in next.config.mjs no longer reaches the page bundles.
    expect(etag, path).toMatch(/^"[A-Za-z0-9_-]{27}[0-9a-z]+"$/);
    const again = await get(path, { 'if-none-match': etag });
    expect(again.status, path).toBe(304);
    expect(again.body, path).toBe('');
    const other = await get(path, { 'if-none-match': '"not-this-page"' });
    expect(other.status, path).toBe(200);
    expect(other.headers.etag, path).toBe(etag);
  }
});

test('no open redirect: the login redirect keeps nextUrl a same-origin path', async () => {
  const { rawRequest } = await httpLib();
  const attempts = [
    '/profile/user?lang=en',
    '/profile/user?lang=en&nextUrl=https://evil.example',
    '/profile//evil.example?lang=en',
    '/profile/%2F%2Fevil.example?lang=en',
    '/profile/user?lang=en&x=%0d%0aLocation:%20https://evil.example',
  ];
  for (const path of attempts) {
    const r = await rawRequest({ port: PORT, path, host: `localhost:${PORT}` });
    if (r.status < 300 || r.status >= 400) continue;
    const location = new URL(String(r.headers.location), origin);
    expect(location.host, path).toBe(`localhost:${PORT}`);
    const nextUrl = location.searchParams.get('nextUrl');
    if (nextUrl !== null) {
      expect(nextUrl.startsWith('/'), path).toBe(true);
      expect(nextUrl.startsWith('//'), path).toBe(false);
      expect(new URL(nextUrl, origin).host, path).toBe(`localhost:${PORT}`);
    }
  }
});

test('middleware redirects keep the visitor on the venue host they asked for', async () => {
  const { rawRequest } = await httpLib();
  // A Location made absolute with the server's own hostname would send arena visitors to another venue.
  for (const [path, host] of [['/about-us', 'arena.localhost'], ['/profile/user?lang=ar', 'arena.localhost'], ['/training?lang=en', 'arena.localhost']] as const) {
    const r = await rawRequest({ port: PORT, path, host: `${host}:${PORT}` });
    expect(r.status, path).toBe(307);
    expect(new URL(String(r.headers.location), `http://${host}:${PORT}`).host, path).toBe(`${host}:${PORT}`);
  }
});

test('provider HTML with script payloads renders inert (the about-us page of the test seed)', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`http://hostile.localhost:${PORT}/about-us?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // The seed carries <script>, an <img onerror> and a javascript: link; none may run or survive.
  const content = page.locator('main');
  await expect(content.getByText('Oasis Sports Club opened in 2012')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(await content.locator('script').count()).toBe(0);
  expect(await content.locator('[onerror], [onclick], [onload]').count()).toBe(0);
  expect(await content.locator('a[href^="javascript:" i]').count()).toBe(0);
  const click = content.getByText('Click', { exact: true });
  if (await click.count()) await click.first().click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The Markdown-style link became a safe external link (spec §9).
  const community = content.getByRole('link', { name: 'our community page' });
  await expect(community).toHaveAttribute('href', 'https://community.example.org/oasis');
  await expect(community).toHaveAttribute('rel', /noopener/);
});
