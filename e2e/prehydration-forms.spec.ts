import { test, expect } from './support/test';
import { OASIS } from './support/hosts';

/**
 * A form pressed before the page hydrates (issue 27 §1 paints public and sign-in pages before their scripts run):
 * the browser would send it itself as a GET, password or e-mail in the address, and empty the fields. Submit
 * buttons wait for hydration (components/ui/useHydrated.ts).
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
      expect(page.url()).not.toContain('Sandbox');
    });
  }
});
