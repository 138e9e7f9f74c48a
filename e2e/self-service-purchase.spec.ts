import { readFileSync } from 'node:fs';
import { test, expect, type Page } from './support/test';
import { OASIS } from './support/hosts';
import { addAcademyMonthly, addFrom, addedToCart, payByCard, signInAt } from './support/purchase';
import { putEventTickets } from './support/cart';

/**
 * Issue 13, what was left: a customer buys through the real cart and checkout (card on the sandbox's hosted payment
 * page, then the wallet) and finds it all in the profile: the trainer and academy bookings with their status,
 * sessions, dates and days (en, ar), the tickets and their PDF, the wallet's new balance and history line. And the
 * profile's text size and preferred language, saved with the provider and applied at the next sign-in (en, ar).
 * Own accounts (sandbox/seed/test/self-service.json), so no other spec's balances or preferences are touched.
 */
const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
const BUYER = '509999999'; // Huda Karimi, wallet AED 300
const CHOOSER = '506666666'; // Rami Nasser, preferences

const SHOTS = 'test-results/self-service-purchase';
async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test('bought through the cart: the trainer and academy bookings, their tickets and PDF, then a wallet payment in the wallet history', async ({ page }) => {
  await signInAt(page, OASIS, BUYER);
  await addFrom(page, OASIS, '/training/12', 'Book 5-session pack');
  await addAcademyMonthly(page, OASIS);
  await addedToCart(page);
  await payByCard(page, OASIS);

  // The trainer session in the history: paid, the package and its sessions.
  await page.goto(`${OASIS}/profile/trainer-sessions?lang=en`);
  const trainer = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: 'Coach Omar Siddiqui' }) });
  await expect(trainer).toHaveCount(1);
  await expect(trainer.getByText('Completed', { exact: true }).first()).toBeVisible();
  const ticketsHref = await trainer.getByRole('link', { name: 'Tickets and receipt' }).getAttribute('href');
  const orderId = Number(/view-tickets\/(\d+)/.exec(ticketsHref ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);
  await expect(trainer).toContainText(`Order #${orderId}`);
  await expect(trainer.getByText('5-session pack').first()).toBeVisible();
  await expect(trainer).toContainText('5 sessions: 0 used, 5 left');
  await expect(trainer).toContainText('60 minutes');
  await shoot(page, 'trainer-sessions-en');

  // The venue records one session held: the details page counts it.
  const used = await fetch(`${SANDBOX}/__admin/session-used`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: orderId }) });
  expect(used.status).toBe(200);
  await trainer.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/trainer-sessions/${orderId}\\?lang=en`));
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details).toContainText('5 sessions: 1 used, 4 left');
  await expect(details.getByRole('link', { name: 'Details' })).toHaveCount(0);
  await page.goto(`${OASIS}/profile/trainer-sessions/${orderId}?lang=ar`);
  const detailsAr = page.getByRole('region', { name: 'تفاصيل الحجز' });
  await expect(detailsAr).toContainText('المدرب عمر صديقي');
  await expect(detailsAr).toContainText('5 جلسات: المستخدمة 1، المتبقية 4');
  await expect(detailsAr).toContainText('60 دقيقة');
  await shoot(page, 'trainer-details-ar');

  // The academy booking of the same order: programme, package, dates and the days chosen.
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`${OASIS}/profile/academy-bookings?lang=${lang}`);
    const academy = page.getByRole('article').filter({ hasText: lang === 'en' ? `Order #${orderId}` : `الطلب رقم ${orderId}` });
    await expect(academy).toContainText(lang === 'en' ? 'Junior Swim Academy' : 'أكاديمية السباحة للناشئين');
    await expect(academy).toContainText(lang === 'en' ? 'Water confidence' : 'الثقة في الماء');
    await expect(academy).toContainText(lang === 'en' ? 'Monthly (8 sessions)' : 'شهري (8 جلسات)');
    await expect(academy).toContainText(lang === 'en' ? /\d+ sessions?: 0 used, \d+ left/ : /المستخدمة 0، المتبقية \d+/);
    await expect(academy).toContainText(lang === 'en' ? 'Dates' : 'التواريخ');
    await expect(academy).toContainText(lang === 'en' ? /Sunday|Tuesday/ : /الأحد|الثلاثاء/);
    await expect(academy).toContainText(lang === 'en' ? '04:00 PM – 04:45 PM' : '04:00 م – 04:45 م');
    await shoot(page, `academy-bookings-${lang}`);
  }

  // Its tickets and the PDF.
  await page.goto(`${OASIS}${ticketsHref}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download tickets (PDF)' }).click();
  const file = await download;
  expect(readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  // Pay with the wallet: one Adult ticket of event 2 (AED 99.75) from AED 300.
  await putEventTickets(page, OASIS, 2, ['Adult']);
  await page.goto(`${OASIS}/cart?lang=en`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: /^Wallet balance/ }).check();
  await expect(page.getByText('Balance AED 300')).toBeVisible();
  await page.getByRole('button', { name: 'Pay AED 99.75' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await page.goto(`${OASIS}/profile/user/wallet?lang=en`);
  await expect(page.getByTestId('balance')).toHaveText('AED 200.25');
  const walletLine = page.getByRole('row').filter({ hasText: /Order #\d+/ });
  await expect(walletLine).toHaveCount(1);
  await expect(walletLine).toContainText('−AED 99.75');
  await shoot(page, 'wallet-en');
});

for (const [from, to] of [
  ['en', 'ar'],
  ['ar', 'en'],
] as const) {
  test(`text size and language saved on the profile are applied now and at the next sign-in (${from} → ${to})`, async ({ page, context }) => {
    const t = {
      en: { region: 'Display and language', size: 'Text size', lang: 'Preferred language', save: 'Save preferences', saved: 'Your preferences are saved.' },
      ar: { region: 'العرض واللغة', size: 'حجم الخط', lang: 'اللغة المفضّلة', save: 'حفظ التفضيلات', saved: 'تم حفظ تفضيلاتك.' },
    };
    const size = to === 'ar' ? 'xlarge' : 'small';
    const px = to === 'ar' ? '18px' : '14px';
    // Sign-in applies the saved preferences (the subject here): through the login page, as a customer does.
    await page.goto(`${OASIS}/login?lang=en&nextUrl=${encodeURIComponent('/?lang=en')}`);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(CHOOSER);
    await page.getByLabel('Password', { exact: true }).fill('Sandbox#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/\?lang=en$/);
    await expect.poll(async () => page.evaluate(async () => (await fetch('/api/session')).text())).toContain('"anonymous":false');
    await page.goto(`${OASIS}/profile/user?lang=${from}`);
    const region = page.getByRole('region', { name: t[from].region });
    await region.getByLabel(t[from].size).selectOption(size);
    await region.getByLabel(t[from].lang).selectOption(to);
    await region.getByRole('button', { name: t[from].save }).click();
    // A new language reopens the profile in it, with the size applied.
    await expect(page).toHaveURL((u) => u.pathname === '/profile/user' && u.searchParams.get('lang') === to && u.searchParams.get('done') === 'preferences');
    await expect(page.getByRole('status').filter({ hasText: t[to].saved })).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(px);
    await expect(page.getByRole('region', { name: t[to].region }).getByLabel(t[to].size)).toHaveValue(size);
    await shoot(page, `preferences-${to}`);

    // A fresh browser: after sign-in, a page opened without `lang` is in the saved language and size.
    await context.clearCookies();
    await page.goto(`${OASIS}/login?lang=en&nextUrl=${encodeURIComponent('/profile/user')}`);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(CHOOSER);
    await page.getByLabel('Password', { exact: true }).fill('Sandbox#2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/user\\?lang=${to}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(px);

    // Same language, another size: saved and applied at once, without leaving the page.
    const again = page.getByRole('region', { name: t[to].region });
    await again.getByLabel(t[to].size).selectOption('large');
    await again.getByRole('button', { name: t[to].save }).click();
    await expect(again.getByRole('status')).toHaveText(t[to].saved);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
  });
}
