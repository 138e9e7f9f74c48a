import { test, expect, type Page } from './support/test';
import { OASIS } from './support/hosts';

/**
 * Issue 13: every profile page as a first-time customer sees it (an account with nothing bought: sandbox/seed/test/
 * self-service.json, Salma Idris), on a phone (390 px) and a desktop, in English and Arabic: the page never gets wider
 * than the screen, each empty list says so plainly, the Arabic page has no English words in its main content, and
 * every menu entry leads to a page. Screenshots in test-results/profile-walk.
 */
const NEWCOMER = '507777777';
const SHOTS = 'test-results/profile-walk';

const PAGES = [
  { path: '/profile/user', en: 'My profile', empty: null },
  { path: '/profile/facility-bookings', en: 'Facility Bookings', empty: { en: 'You have no bookings here yet.', ar: 'لا توجد لديك حجوزات هنا بعد.' } },
  { path: '/profile/event-bookings', en: 'Event Bookings', empty: { en: 'You have no bookings here yet.', ar: 'لا توجد لديك حجوزات هنا بعد.' } },
  { path: '/profile/trainer-sessions', en: 'Trainer Sessions', empty: { en: 'You have no bookings here yet.', ar: 'لا توجد لديك حجوزات هنا بعد.' } },
  { path: '/profile/academy-bookings', en: 'Academy Bookings', empty: { en: 'You have no bookings here yet.', ar: 'لا توجد لديك حجوزات هنا بعد.' } },
  { path: '/profile/memberships-bookings', en: 'Memberships', empty: { en: 'You have no bookings here yet.', ar: 'لا توجد لديك حجوزات هنا بعد.' } },
  { path: '/profile/user/wallet', en: 'Wallet', empty: { en: 'No movements yet.', ar: 'لا توجد حركات بعد.' } },
  { path: '/profile/user/q-points', en: 'Q-Points', empty: { en: 'No movements yet.', ar: 'لا توجد حركات بعد.' } },
  { path: '/profile/transactions', en: 'Transactions', empty: { en: 'You have no transactions yet.', ar: 'لا توجد لديك معاملات بعد.' } },
  { path: '/profile/family', en: 'Family Members', empty: { en: 'No family members saved yet.', ar: 'لم يتم حفظ أي فرد من العائلة بعد.' } },
] as const;

/**
 * In Arabic the visitor chose the language before signing in (the switch's cookie) and the page to return to has no
 * `lang`: a customer who never saved preferences keeps the browser's language.
 */
async function signIn(page: Page, lang: 'en' | 'ar') {
  if (lang === 'ar') await page.context().addCookies([{ name: 'lang', value: 'ar', url: OASIS }]);
  await page.goto(`${OASIS}/login?lang=en&nextUrl=${encodeURIComponent(lang === 'en' ? '/profile/user?lang=en' : '/profile/user')}`);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(NEWCOMER);
  await page.getByLabel('Password', { exact: true }).fill('Sandbox#2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(lang === 'en' ? /\/profile\/user\?lang=en$/ : /\/profile\/user\?lang=ar$/);
}

/** Latin words in the main content of an Arabic page, beyond names of formats and the customer's own data. */
const ALLOWED_LATIN = /^(AED|CSV|PDF|JPEG|PNG|Salma|Idris|salma\.idris@example\.com|Q)$/;

// Twenty pages at two widths, each shell reading its island's data after it loads: minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });

for (const lang of ['en', 'ar'] as const) {
  test(`a newcomer walks every profile page on a phone and a desktop (${lang})`, async ({ page }) => {
    await signIn(page, lang);
    for (const p of PAGES) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const res = await page.goto(`${OASIS}${p.path}?lang=${lang}`);
        expect(res?.status(), p.path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (lang === 'en') await expect(page.getByRole('heading', { level: 1, name: p.en }).first()).toBeVisible();
        // The file inputs speak the page's language (the browser's own button would not).
        if (p.path === '/profile/user') await expect(page.getByRole('main').getByText(lang === 'en' ? 'Choose a file' : 'اختر ملفًا', { exact: true })).toHaveCount(2);
        if (p.empty?.[lang]) await expect(page.getByRole('main').getByText(p.empty[lang]!, { exact: true }).first()).toBeVisible();
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${p.path} at ${width}` }).toBeLessThanOrEqual(width);
        if (lang === 'ar') {
          const latin = await page.getByRole('main').evaluate((main) => {
            const out: string[] = [];
            const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              const el = n.parentElement;
              if (!el || el.closest('option, [dir="ltr"], input, bdi, script, style') || !el.checkVisibility()) continue;
              out.push(...(n.textContent ?? '').split(/[^A-Za-z@.]+/).filter((w) => /[A-Za-z]{2,}/.test(w)));
            }
            return out;
          });
          expect(latin.filter((w) => !ALLOWED_LATIN.test(w)), p.path).toEqual([]);
        }
        await page.screenshot({ path: `${SHOTS}/${lang}${p.path.replaceAll('/', '-')}-${width}.png`, fullPage: true });
      }
    }
  });
}
