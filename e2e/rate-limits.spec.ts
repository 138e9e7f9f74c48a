import { test, expect, type Page } from './support/test';
import type { APIRequestContext } from '@playwright/test';

/**
 * Rate limits (issue 26). The e2e server runs limit windows of seconds (playwright.config.ts) and trusts the last
 * X-Forwarded-For entry as the shipped nginx front writes it (TRUSTED_PROXY_HEADER): each test plays that front for
 * its own address, so other specs (no header: the socket's address) are never limited by these.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const OASIS = `http://localhost:${PORT}`;
const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');

const T = {
  en: {
    byEmail: 'Email and code', email: 'Email', robot: 'I’m not a robot', send: 'Send code', code: 'Enter the code', digits: '6-digit code', verify: 'Verify',
    wrongCode: 'Invalid OTP', locked: 'Too many wrong codes: this code is locked. Please request a new code.',
    mobile: 'Mobile number', password: 'Password', login: 'Login', tooMany: /^Too many attempts\. Please try again in \d+ seconds?\.$/,
  },
  ar: {
    byEmail: 'البريد الإلكتروني ورمز التحقق', email: 'البريد الإلكتروني', robot: 'لست روبوتًا', send: 'إرسال الرمز', code: 'أدخل الرمز', digits: 'الرمز المكوّن من 6 أرقام', verify: 'تحقق',
    wrongCode: 'رمز التحقق غير صحيح', locked: 'أُدخل رمز خاطئ مرات كثيرة: تم قفل هذا الرمز. يرجى طلب رمز جديد.',
    mobile: 'رقم الجوال', password: 'كلمة المرور', login: 'تسجيل الدخول', tooMany: /^محاولات كثيرة جدًا/,
  },
} as const;

/** next-auth's credentials callback posted directly, as a script would (CSRF token from the same cookie jar). */
async function postCallback(request: APIRequestContext, provider: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { csrfToken } = (await (await request.get(`${OASIS}/api/auth/csrf`)).json()) as { csrfToken: string };
  return request.post(`${OASIS}/api/auth/callback/${provider}`, { form: { ...fields, csrfToken, callbackUrl: `${OASIS}/` }, headers, maxRedirects: 0 });
}

test.describe('one-time code lock', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' } });

  test('the sixth wrong code locks the code and says so, in English and in Arabic; the right code is then refused too', async ({ page }) => {
    for (const lang of ['en', 'ar'] as const) {
      const t = T[lang];
      await page.goto(`${OASIS}/login?lang=${lang}`);
      await page.getByRole('button', { name: t.byEmail }).click();
      await page.getByRole('main').getByLabel(t.email, { exact: true }).fill('visitor@example.com');
      await page.getByLabel(t.robot).check();
      await page.getByRole('button', { name: t.send }).click();
      const dialog = page.getByRole('dialog', { name: t.code });
      for (let i = 1; i <= 5; i++) {
        await dialog.getByLabel(t.digits).fill(`00000${i}`);
        await dialog.getByRole('button', { name: t.verify }).click();
        await expect(dialog.getByText(t.wrongCode)).toBeVisible();
      }
      await dialog.getByLabel(t.digits).fill('000006');
      await dialog.getByRole('button', { name: t.verify }).click();
      await expect(dialog).toBeHidden();
      await expect(formAlert(page)).toHaveText(t.locked);

      // Locked: even the right code (the sandbox's 123456) is refused until a new code is sent.
      const res = await postCallback(page.request, 'email-otp', { email: 'visitor@example.com', otp: '123456', captcha: 'ok' });
      expect(res.headers().location ?? '').toContain('code=otp_locked');
      expect(JSON.parse(await page.evaluate(async () => (await fetch('/api/session')).text()))).toEqual({ user: null });
    }
  });
});

test.describe('sign-in limit per address', () => {
  const ADDRESS = '198.51.100.26';
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': ADDRESS } });

  test('20 failed sign-ins from one address: 429 with Retry-After, a spoofed X-Forwarded-For does not reset it, the right one works after the wait', async ({ page }) => {
    test.setTimeout(240_000);
    for (let i = 0; i < 20; i++) {
      // 20 different (unknown) mobiles: the address is what is limited, not one account.
      const res = await postCallback(page.request, 'mobile', { country_code: '971', mobile_number: `5090000${String(i).padStart(2, '0')}`, password: 'Wrong#2026x' });
      expect(res.status(), `try ${i + 1}`).toBe(302);
    }
    const limited = await postCallback(page.request, 'mobile', { country_code: '971', mobile_number: '509000099', password: 'Wrong#2026x' });
    expect(limited.status()).toBe(429);
    const retryAfter = Number(limited.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect((await limited.json()) as { message: string }).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(T.en.tooMany) });

    // What a visitor writes never picks the address: X-Forwarded-For entries before the front's own, or the
    // storefront's internal header, change nothing.
    for (const spoof of [`10.0.0.1, ${ADDRESS}`, `203.0.113.9, 192.0.2.1, ${ADDRESS}`]) {
      const again = await postCallback(page.request, 'mobile', { country_code: '971', mobile_number: '509000098', password: 'Wrong#2026x' }, { 'x-forwarded-for': spoof, 'x-storefront-client-address': '192.0.2.77' });
      expect(again.status()).toBe(429);
    }

    // The form says so in the visitor's language (a server action has no status: its message is shown).
    await page.goto(`${OASIS}/login?lang=ar`);
    await page.getByRole('textbox', { name: T.ar.mobile }).fill('505555555');
    await page.getByLabel(T.ar.password, { exact: true }).fill('Sandbox#2026');
    await page.getByRole('button', { name: T.ar.login, exact: true }).click();
    await expect(formAlert(page)).toHaveText(T.ar.tooMany);

    // A customer who waits gets in again.
    await page.waitForTimeout((retryAfter + 1) * 1000);
    await page.goto(`${OASIS}/login?lang=en`);
    await page.getByRole('textbox', { name: T.en.mobile }).fill('505555555');
    await page.getByLabel(T.en.password, { exact: true }).fill('Sandbox#2026');
    await page.getByRole('button', { name: T.en.login, exact: true }).click();
    await expect(page).toHaveURL(`${OASIS}/?lang=en`);
    await expect(page.getByRole('button', { name: /Priya Shah/ })).toBeVisible();
  });
});

test.describe('order limit', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.45' } });

  test('a customer pressing Pay five times is never limited; a script placing orders is', async ({ page }) => {
    await page.goto(`${OASIS}/login?lang=en`);
    await page.getByRole('textbox', { name: T.en.mobile }).fill('503333333');
    await page.getByLabel(T.en.password, { exact: true }).fill('Sandbox#2026');
    await page.getByRole('button', { name: T.en.login, exact: true }).click();
    await expect(page).toHaveURL(`${OASIS}/?lang=en`);

    const body = { bundle: {}, payment: { method: 'card' }, payer: { firstName: 'Noura', lastName: 'Mansoori', email: 'partner@example.com', mobile: '+971503333333' }, locale: 'en' };
    const order = (key: string) => page.request.post(`${OASIS}/api/checkout/order`, { data: body, headers: { 'idempotency-key': key } });
    const pay = `pay-five-times-${Date.now()}`;
    const first = await order(pay);
    for (let i = 0; i < 4; i++) {
      const again = await order(pay);
      expect(again.status()).toBe(first.status());
      expect(again.status()).not.toBe(429);
    }
    // A script: a new key each time. The account's limit is 10 orders a window; the Pay above counted once.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await order(`script-${Date.now()}-${i}-xxxxxxxx`)).status());
    expect(statuses.slice(0, 9)).not.toContain(429);
    expect(statuses[9]).toBe(429);
    // The customer's own attempt is still answered (its repeat is free), not refused.
    expect((await order(pay)).status()).toBe(first.status());
  });
});
