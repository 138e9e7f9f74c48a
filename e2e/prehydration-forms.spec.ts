import { test, expect } from './support/test';
import type { Page } from '@playwright/test';
import { OASIS } from './support/hosts';

/**
 * A form pressed before the page hydrates (issue 27 §1 paints public and sign-in pages before their scripts run):
 * the browser would send it itself as a GET, password or e-mail in the address, and empty the fields. Submit
 * buttons wait for hydration (components/ui/useHydrated.ts). Every form is `method="post"` (a lint rule,
 * eslint.config.mjs), so what one sends by itself carries nothing in the address.
 */
test.describe('forms before hydration', () => {
  for (const lang of ['en', 'ar'] as const) {
    const login = lang === 'en' ? { mobile: 'Mobile number', password: 'Password', button: 'Login' } : { mobile: 'رقم الجوال', password: 'كلمة المرور', button: 'تسجيل الدخول' };
    test(`the sign-in button waits for the page's scripts; Enter sends nothing by itself (${lang})`, async ({ page }) => {
      // The page's scripts held back, as on a slow phone: what the server's HTML does alone.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/_next/static/chunks/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${OASIS}/login?lang=${lang}`, { waitUntil: 'domcontentloaded' });
      const main = page.getByRole('main');
      const button = main.getByRole('button', { name: login.button, exact: true });
      await expect(button).toBeDisabled();
      await main.getByRole('textbox', { name: login.mobile }).fill('501234567');
      await main.getByLabel(login.password, { exact: true }).fill('Sandbox#2026');
      await main.getByLabel(login.password, { exact: true }).press('Enter');
      await page.waitForTimeout(500);
      expect(page.url()).toBe(`${OASIS}/login?lang=${lang}`);

      // Scripts in: the same page, what was typed still there, and the button answers.
      release();
      await expect(button).toBeEnabled();
      await expect(main.getByLabel(login.password, { exact: true })).toHaveValue('Sandbox#2026');
      await expect(main.getByRole('textbox', { name: login.mobile })).toHaveValue('501234567');
      expect(page.url()).not.toContain('Sandbox');
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    const words = lang === 'en' ? { email: 'Email address' } : { email: 'البريد الإلكتروني' };
    const cases = [
      { name: 'the footer newsletter', path: '/events', field: (page: Page) => page.getByRole('contentinfo').getByRole('textbox', { name: words.email }), typed: 'early.bird@example.com' },
      { name: 'a configured form', path: '/form/academy-registration', field: (page: Page) => page.getByRole('main').getByRole('textbox').first(), typed: 'EarlyBirdAnswer' },
    ];
    for (const c of cases) {
      test(`${c.name} sent by the browser before hydration posts, and nothing typed reaches the address (${lang})`, async ({ page }) => {
        let release!: () => void;
        const held = new Promise<void>((r) => (release = r));
        await page.route('**/_next/static/chunks/**', async (route) => {
          await held;
          await route.continue();
        });
        const url = `${OASIS}${c.path}?lang=${lang}`;
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const field = c.field(page);
        await field.fill(c.typed);
        const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame());
        await field.press('Enter');
        const request = await sent;
        expect(request.method()).toBe('POST');
        expect(request.url()).toBe(url);
        const response = await request.response();
        expect(response?.status()).toBe(200);
        release();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(page.url()).toBe(url);
        expect(decodeURIComponent(page.url())).not.toContain(c.typed);
      });
    }
  }
});
