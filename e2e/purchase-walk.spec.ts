import { test, expect } from './support/test';
import { closeLeadForm } from './support/lead';
import { toasts } from './support/toasts';
import { OASIS } from './support/hosts';
import { bookCourt, continueAsGuest, dubai, SANDBOX, T } from './support/cart';

/**
 * Two whole purchases, clicking everything a visitor clicks (issue 12 "Done when"): no URL typed after the home
 * page, no storage written by the test.
 */

test.describe('a first-time visitor on a phone buys an event ticket as a guest (en)', () => {
  test.use({ leadModal: true, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('home → menu → events → event → tickets → cart → guest → payment page → tickets', async ({ page }) => {
    await page.goto(`${OASIS}/?lang=en`);
    await closeLeadForm(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events\?lang=en/);
    await page.getByRole('main').getByRole('link', { name: /Family Fun Run/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Family Fun Run' })).toBeVisible();
    await page.getByRole('link', { name: 'Buy tickets' }).click();
    await page.getByRole('button', { name: 'More Adult' }).click();
    await page.getByRole('button', { name: 'More Child (under 12)' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toasts(page)).toContainText('Added to cart');
    await page.getByRole('main').getByRole('link', { name: 'View cart' }).click();

    await expect(page).toHaveURL(/\/cart\?lang=en/);
    await expect(page.getByRole('heading', { name: 'Adult' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Child (under 12)' })).toBeVisible();
    // 95 + 4.75 and 47.62 + 2.38 (spec §9: price + VAT).
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText('AED 149.75');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await continueAsGuest(page, 'Maya First', '501114455', 'maya.first@example.com');
    await page.getByRole('button', { name: 'Pay AED 149.75' }).click();

    await expect(page).toHaveURL(/\/pay\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code of ticket / })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Download tickets (PDF)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/purchase-walk/guest-success-390-en.png', fullPage: true });
    // The cart is empty again, and says so.
    await page.goto(`${OASIS}/cart?lang=en`);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
});

test('a signed-in customer books a facility slot and pays by card, in Arabic', async ({ page, request }) => {
  const date = dubai(10);
  await page.goto(`${OASIS}/?lang=ar`);
  await page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' }).click();
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('501234567');
  await page.getByLabel('كلمة المرور', { exact: true }).fill('Sandbox#2026');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(`${OASIS}/?lang=ar`);
  await expect(page.getByRole('button', { name: /Layla Haddad|ليلى حداد/ })).toBeVisible();

  await bookCourt(page, 'ar', date, '');
  await expect(page.getByRole('heading', { name: 'ملعب البادل 1 (للساعة)' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: T.ar.checkout }).click();
  const payer = page.getByRole('group', { name: 'بيانات الدافع' });
  await expect(payer.getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Layla');
  await page.getByRole('radio', { name: 'بطاقة جديدة' }).check();
  await page.getByRole('button', { name: /^ادفع AED / }).click();

  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: 'ادفع', exact: true }).click();
  await expect(page).toHaveURL(/\/paymentsuccess\/[A-Za-z0-9_-]+\?lang=ar/);
  await expect(page.getByRole('heading', { level: 1, name: 'تم الدفع بنجاح' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^رمز الاستجابة السريعة للتذكرة / }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'تنزيل التذاكر (PDF)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/purchase-walk/customer-success-ar.png', fullPage: true });
  // The provider booked the slot that was chosen, and the order is paid.
  const orders = ((await (await request.get(`${SANDBOX}/__admin/orders?venue=oasis-site-token`)).json()) as { data: Array<{ token: string; status: string; lines: Array<{ place: { kind: string; date?: string; start_time?: string } | null }> }> }).data;
  const mine = orders.find((o) => page.url().includes(o.token));
  expect(mine?.status).toBe('paid');
  expect(mine?.lines.map((l) => l.place)).toEqual([expect.objectContaining({ kind: 'facility', date, start_time: expect.stringMatching(/^20:00/) })]);
});
