import { closeLeadForm } from './support/lead';
import { expect, test } from './support/test';
import { PORT } from './support/env';
import { host, OASIS } from './support/hosts';

/**
 * Issue 16: what a first-time visitor hits, in both languages. Each test fails without its fix.
 */
test('§6 provider content of any shape keeps a phone page at phone width, in both languages', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const hostile = `http://hostile.localhost:${PORT}`;
  const paths = ['/', '/events', '/events/31', '/blogs', '/blog/courtside-guide-basketball-nights', '/visitor-guide', '/offers'];
  for (const [lang, openMenu] of [['en', 'Open menu'], ['ar', 'فتح القائمة']] as const) {
    for (const p of paths) {
      const res = await page.goto(`${hostile}${p}?lang=${lang}`);
      expect(res?.status(), `${lang} ${p}`).toBe(200);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${lang} ${p} is ${width} px wide`).toBeLessThanOrEqual(390);
      // The header never grows past the screen: its menu button is on screen and can be tapped.
      const menu = page.getByRole('button', { name: openMenu });
      const box = (await menu.boundingBox())!;
      expect(box.x, `${lang} ${p} menu button`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${lang} ${p} menu button`).toBeLessThanOrEqual(390);
      await menu.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    }
  }
  await page.goto(`${hostile}/blog/courtside-guide-basketball-nights?lang=en`);
  await page.screenshot({ path: test.info().outputPath('hostile-blog-390-en.png'), fullPage: false });
  await page.goto(`${hostile}/events?lang=ar`);
  await page.screenshot({ path: test.info().outputPath('hostile-events-390-ar.png'), fullPage: false });
});

test('§19 the shipped seed’s About page is plain content: no dead link, no broken image', async ({ page }) => {
  await page.goto(`${OASIS}/about-us?lang=en`);
  const main = page.getByRole('main');
  await expect(main.getByText('Oasis Sports Club opened in 2012')).toBeVisible();
  await expect(main.getByText('Click', { exact: true })).toHaveCount(0);
  expect(await main.locator('img').evaluateAll((imgs) => imgs.filter((i) => !(i as HTMLImageElement).naturalWidth).length)).toBe(0);
});

test('§12 one dial-code picker lists every country, is searchable, and writes the code left to right in Arabic', async ({ page }) => {
  await page.goto(`${OASIS}/register?lang=en`);
  const picker = page.getByRole('combobox', { name: 'Country code' });
  await expect(picker).toHaveValue('+971');
  await picker.click();
  const list = page.getByRole('listbox', { name: 'Country code' });
  await expect(list.getByRole('option')).toHaveCount(240);
  for (const name of ['United Kingdom', 'Italy', 'Russia', 'Canada', 'United States']) await expect(list.getByRole('option', { name: new RegExp(`^${name}`) })).toHaveCount(1);
  await picker.fill('united k');
  await expect(list.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue('+44');
  await picker.click();
  await picker.fill('+1');
  await list.getByRole('option', { name: /^Canada/ }).click();
  await expect(picker).toHaveValue('+1');
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveAccessibleDescription('Canada');

  await page.goto(`${OASIS}/register?lang=ar`);
  const ar = page.getByRole('combobox', { name: 'رمز الدولة' });
  await expect(ar).toHaveValue('+971');
  await expect(ar).toHaveAttribute('dir', 'ltr');
  await ar.click();
  await ar.fill('المملكة المتحدة');
  const option = page.getByRole('listbox', { name: 'رمز الدولة' }).getByRole('option').first();
  await expect(option).toContainText('+44');
  await expect(option.locator('bdi')).toHaveAttribute('dir', 'ltr');
  await page.keyboard.press('Enter');
  await expect(ar).toHaveValue('+44');
});

test.describe('§12 the lead form', () => {
  test.use({ leadModal: true });

  test('uses the same dial-code picker (no free-text "+ 971"), left to right in Arabic', async ({ page }) => {
    await page.goto(`${OASIS}/?lang=ar`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const picker = dialog.getByRole('combobox', { name: 'رمز الدولة' });
    await expect(picker).toHaveValue('+971');
    await expect(picker).toHaveAttribute('dir', 'ltr');
    await picker.click();
    await picker.fill('ايطاليا');
    await page.keyboard.press('Enter');
    await expect(picker).toHaveValue('+39');
  });
});

test('§15 the phone drawer closes when Login is tapped', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, open, login] of [['en', 'Open menu', 'Login'], ['ar', 'فتح القائمة', 'تسجيل الدخول']] as const) {
    await page.goto(`${OASIS}/events?lang=${lang}`);
    await page.getByRole('button', { name: open }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: login }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?lang=${lang}`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('§16 events: a date with no events shows no pager, and the filter lives in the URL (Back, sharing)', async ({ page }) => {
  await page.goto(`${OASIS}/events?lang=en`);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await page.getByText('Pick a date', { exact: true }).click();
  await page.getByLabel('Event date').fill('2031-01-01');
  await expect(page.getByText('No events on the selected dates.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]when=date&date=2031-01-01/);
  // Shared: the same URL opens with the same filter.
  const shared = page.url();
  await page.goto(`${OASIS}/?lang=en`);
  await page.goto(shared);
  await expect(page.getByLabel('Event date')).toHaveValue('2031-01-01');
  await expect(page.getByText('No events on the selected dates.')).toBeVisible();
  // Back steps through the filters before it leaves the page.
  await page.getByText('All', { exact: true }).click();
  await expect(page).not.toHaveURL(/when=/);
  await page.goBack();
  await expect(page).toHaveURL(/when=date/);
  await expect(page.getByLabel('Event date')).toHaveValue('2031-01-01');
});

test('§17 at 1366 px the main navigation is one row on both venues, and the highlight follows navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const venue of [OASIS, host('arena')]) {
    for (const lang of ['en', 'ar']) {
      await page.goto(`${venue}/?lang=${lang}`);
      const menu = page.getByRole('banner').getByRole('navigation', { name: lang === 'en' ? 'Main menu' : 'القائمة الرئيسية' });
      const tops = await menu.getByRole('listitem').evaluateAll((lis) => lis.filter((li) => li.parentElement?.parentElement?.tagName === 'NAV').map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${venue} ${lang}: ${tops.join(',')}`).toBe(1);
    }
  }
  await page.goto(`${OASIS}/?lang=en`);
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?lang=en/);
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Events' }).click();
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
});

test.describe('§14 lead pop-up', () => {
  test.use({ leadModal: true });

  test('once dismissed it stays dismissed through sign-in; on a phone its button floats over nothing', async ({ page }) => {
    await page.goto(`${OASIS}/?lang=en`);
    await closeLeadForm(page);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('501234567');
    await page.getByLabel('Password', { exact: true }).fill('Sandbox#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`${OASIS}/?lang=en`);
    await expect(page.getByRole('button', { name: /Layla Haddad/ })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: 'Membership enquiry' })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${OASIS}/events/1?lang=en`);
    const button = page.getByRole('button', { name: 'Enquire now' });
    // The lead island replaces the server-rendered button when it loads (LeadLauncher): measure whichever is there,
    // again if it was swapped mid-way.
    await expect(async () => {
      await button.scrollIntoViewIfNeeded({ timeout: 5_000 });
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      const box = (await button.boundingBox())!;
      expect(box.y, 'the lead button sits after the footer, not over the page').toBeGreaterThanOrEqual(footer.y + footer.height - 1);
    }).toPass({ timeout: 30_000 });
  });
});
