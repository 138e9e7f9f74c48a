import { request as httpRequest } from 'node:http';
import { expect, type Page } from '@playwright/test';

/**
 * Signing in as setup, for specs whose subject is not sign-in (the login page, the login modal, redirects and
 * sign-out keep signing in through the form). It is a real sign-in against the production build: the same
 * next-auth credentials provider ('mobile') the login form's server action calls, reached through next-auth's own
 * HTTP route (/api/auth/csrf, then /api/auth/callback/mobile), with the same provider call, rate limits and saved
 * preferences. The cookies it answers (the session's among them) go into the page's browser context for `base`'s
 * host. Seconds faster than loading /login, filling it and waiting for the redirect home.
 *
 * Node does not resolve *.localhost as Chromium does, so the calls go to loopback with the venue's Host header.
 */
export async function signInFast(page: Page, base: string, mobile: string, next?: string): Promise<void> {
  const jar = new Map<string, string>();
  const csrf = await call(base, 'GET', '/api/auth/csrf', jar);
  expect(csrf.status, 'GET /api/auth/csrf').toBe(200);
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, country_code: '971', mobile_number: mobile, password: 'Sandbox#2026', callbackUrl: `${base}/` });
  const res = await call(base, 'POST', '/api/auth/callback/mobile', jar, form.toString());
  // next-auth answers a sign-in with a redirect: to callbackUrl when it worked, to the error page when not.
  expect(res.status, 'POST /api/auth/callback/mobile').toBe(302);
  expect(res.location, `sign-in of ${mobile} refused`).not.toMatch(/[?&]error=/);
  const session = await call(base, 'GET', '/api/session', jar);
  expect(session.body, `session of ${mobile}`).toContain('"anonymous":false');
  // The sign-in's cookies (all on path /), as the browser would keep them from the same answer.
  const kept = res.cookies.filter((c) => c.path === '/' && !(c.expires !== undefined && c.expires * 1000 < Date.now()));
  expect(kept.map((c) => c.name).join(' '), 'session cookie set').toMatch(/authjs\.session-token/);
  await page.context().addCookies(kept.map(({ path: _path, ...c }) => ({ ...c, url: `${base}/` })));
  if (next !== undefined) await page.goto(`${base}${next}`);
}

interface Cookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
  expires?: number;
}

/** One HTTP call to the storefront on loopback as `base`'s host, sending and updating `jar`. */
function call(base: string, method: string, path: string, jar: Map<string, string>, body?: string) {
  const url = new URL(base);
  const headers: Record<string, string> = { host: url.host, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (body !== undefined) Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) });
  return new Promise<{ status: number; body: string; location: string; cookies: Cookie[] }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const cookies = (res.headers['set-cookie'] ?? []).map(parseSetCookie);
        for (const c of cookies) {
          if (c.expires !== undefined && c.expires * 1000 < Date.now()) jar.delete(c.name);
          else jar.set(c.name, c.value);
        }
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), location: String(res.headers.location ?? ''), cookies });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function parseSetCookie(header: string): Cookie {
  const [pair, ...attrs] = header.split(';').map((s) => s.trim());
  const eq = pair!.indexOf('=');
  const cookie: Cookie = { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), path: '/', httpOnly: false, secure: false, sameSite: 'Lax' };
  for (const a of attrs) {
    const [k, v = ''] = a.split('=');
    const key = k!.toLowerCase();
    if (key === 'path') cookie.path = v;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'samesite') cookie.sameSite = (v.charAt(0).toUpperCase() + v.slice(1).toLowerCase()) as Cookie['sameSite'];
    else if (key === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(v);
    else if (key === 'expires' && cookie.expires === undefined) cookie.expires = Math.floor(Date.parse(v) / 1000);
  }
  return cookie;
}
