import { expect, type Page } from '@playwright/test';

/**
 * Signing in as setup, for specs whose subject is not sign-in (the login page, the login modal, redirects and
 * sign-out keep signing in through the form). It is a real sign-in against the production build: the same
 * next-auth credentials provider ('mobile') the login form's server action calls, reached through next-auth's own
 * HTTP route (/api/auth/csrf, then /api/auth/callback/mobile), with the same provider call, rate limits and saved
 * preferences. The request goes through the page's context, so the session cookie lands in the browser's jar for
 * `base`'s host. Seconds faster than loading /login, filling it and waiting for the redirect home.
 */
export async function signInFast(page: Page, base: string, mobile: string, next?: string): Promise<void> {
  const request = page.context().request;
  const csrf = await request.get(`${base}/api/auth/csrf`);
  expect(csrf.status(), 'GET /api/auth/csrf').toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await request.post(`${base}/api/auth/callback/mobile`, {
    form: { csrfToken, country_code: '971', mobile_number: mobile, password: 'Sandbox#2026', callbackUrl: `${base}/` },
    maxRedirects: 0,
  });
  // next-auth answers a sign-in with a redirect: to callbackUrl when it worked, to the error page when not.
  expect(res.status(), 'POST /api/auth/callback/mobile').toBe(302);
  expect(res.headers()['location'] ?? '', `sign-in of ${mobile} refused`).not.toMatch(/[?&]error=/);
  const session = await request.get(`${base}/api/session`);
  expect(await session.text(), `session of ${mobile}`).toContain('"anonymous":false');
  if (next !== undefined) await page.goto(`${base}${next}`);
}
