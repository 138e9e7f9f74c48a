import { test, expect, type Page } from './support/test';
import { ARENA, OASIS } from './support/hosts';
import { addDropIn, addSixMonthMembership, buyFrom, payByCard, signInAt } from './support/purchase';
import { bookCourt, dubai } from './support/cart';

/**
 * Issue 24 item 3: the payment result page per product type, in English and Arabic. Admissions keep their QR
 * tickets; a membership shows its period, plan and next instalment; an outlet order its outlet and how it is handed
 * over; the customer's own Cancel on the payment page reads as cancelled, the spec §8 failure sentences stay for
 * failures. Its own customer (Karim Aziz, sandbox/seed/test/self-service.json); serial, one order at a time.
 * Screenshots at 390 px in test-results/result-pages/.
 */
test.describe.configure({ mode: 'serial' });

const BUYER = '503131313';
const SHOTS = 'test-results/result-pages';
const DAY = /\w{3} \d{2} \w{3} \d{4}/.source;
const TICKET_WORDS = /Ticket 1 of|Show this code at the entrance|Your booking is confirmed/;

/** The page at a phone's width: a full-page screenshot, and nothing wider than the screen. */
async function atPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
}

const inArabic = (page: Page) => page.goto(page.url().replace('lang=en', 'lang=ar'));

test('a membership: its period, plan and next instalment, no ticket (en, ar)', async ({ page }) => {
  await signInAt(page, OASIS, BUYER);
  await addSixMonthMembership(page, OASIS);
  await payByCard(page, OASIS);

  const main = page.getByRole('main');
  await expect(main).toContainText('Thank you. Your membership is confirmed.');
  const doc = page.getByRole('region', { name: 'Your membership' });
  await expect(doc).toContainText(new RegExp(`Period\\s*${DAY} to ${DAY}`));
  await expect(doc).toContainText('6 months, 3 instalments, every 2 months');
  await expect(doc).toContainText(new RegExp(`Next instalment\\s*AED 840 on ${DAY}`));
  await expect(main).not.toContainText(TICKET_WORDS);
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download tickets (PDF)' })).toHaveCount(0);
  await atPhone(page, 'membership-en');

  await inArabic(page);
  await expect(main).toContainText('شكرًا لك. تم تأكيد عضويتك.');
  const ar = page.getByRole('region', { name: 'عضويتك' });
  await expect(ar).toContainText('6 أشهر، 3 أقساط، كل شهرين');
  await expect(ar).toContainText('القسط التالي');
  await expect(main).not.toContainText(/Ticket|Period|instalment/);
  await atPhone(page, 'membership-ar');
});

test('an outlet order: from its outlet, with its place, no ticket (en, ar)', async ({ page }) => {
  await signInAt(page, ARENA, BUYER);
  await buyFrom(page, ARENA, '/outlets/301', 'Order Classic beef burger');

  const main = page.getByRole('main');
  await expect(main).toContainText('Thank you. Your order is confirmed.');
  const doc = page.getByRole('region', { name: 'Pick-up or delivery' });
  await expect(doc).toContainText('Courtside Grill');
  await expect(doc).toContainText('Level 1, Gate B');
  await expect(doc).toContainText('Classic beef burger × 1');
  await expect(doc).toContainText(/Give your order number: #\d+/);
  await expect(main).not.toContainText(TICKET_WORDS);
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  // The receipt names the outlet; there are no tickets to print.
  await expect(page.getByRole('region', { name: 'Receipt' }).first()).toContainText('From Courtside Grill, Level 1, Gate B');
  const receipt = page.getByRole('link', { name: 'Download receipt (PDF)' });
  const tickets = (await receipt.getAttribute('href'))!.replace('kind=receipt', 'kind=tickets');
  expect((await page.request.get(tickets)).status()).toBe(404);
  await atPhone(page, 'outlet-en');

  await inArabic(page);
  await expect(main).toContainText('شكرًا لك. تم تأكيد طلبك.');
  const ar = page.getByRole('region', { name: 'الاستلام أو التوصيل' });
  await expect(ar).toContainText('مشويات جانب الملعب');
  await expect(ar).toContainText('الطابق الأول، البوابة ب');
  await atPhone(page, 'outlet-ar');
});

test("an admission keeps its ticket; the customer's own cancel on the payment page reads as cancelled", async ({ page }) => {
  await signInAt(page, OASIS, BUYER);
  await addDropIn(page, OASIS);
  await payByCard(page, OASIS);
  const main = page.getByRole('main');
  await expect(main).toContainText('Thank you. Your booking is confirmed.');
  await expect(main).toContainText('Ticket 1 of 1');
  await expect(main).toContainText('Show this code at the entrance');
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await atPhone(page, 'event-en');
  await inArabic(page);
  await expect(main).toContainText('التذكرة 1 من 1');
  await atPhone(page, 'event-ar');

  await addDropIn(page, OASIS);
  await page.goto(`${OASIS}/cart?lang=en`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/pay\//);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForURL(/\/paymentfailed\?.*reason=cancelled/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  await expect(main).toContainText('You cancelled the payment, so nothing was charged to your card.');
  await expect(main).not.toContainText(/Transaction Failed|refund has been initiated/);
  await atPhone(page, 'cancelled-en');
  await inArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'تم إلغاء الدفع' })).toBeVisible();
  await atPhone(page, 'cancelled-ar');

  // A declined card keeps the spec's failure sentences.
  await page.goto(`${OASIS}/paymentfailed?lang=en&reason=declined`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Failed' })).toBeVisible();
  await expect(main).toContainText('a refund has been initiated');
});

/**
 * The remaining product types' pages, looked at by a person (E2E_RESULT_SHOTS=1): a facility booking and an offer,
 * with their wording checked. Left out of the ordinary run, which the three tests above cover.
 */
test('a facility booking and an offer, for the eye (E2E_RESULT_SHOTS=1)', async ({ page }) => {
  test.skip(!process.env.E2E_RESULT_SHOTS, 'screenshots only');
  await signInAt(page, OASIS, BUYER);
  await bookCourt(page, 'en', dubai(11), `${OASIS}/?lang=en`);
  await payByCard(page, OASIS);
  await expect(page.getByRole('main')).toContainText('Ticket 1 of');
  await atPhone(page, 'facility-en');
  await inArabic(page);
  await atPhone(page, 'facility-ar');

  await signInAt(page, ARENA, BUYER);
  await buyFrom(page, ARENA, '/offers', 'Get the offer: Family game night');
  const doc = page.getByRole('region', { name: 'Your offer' });
  await expect(doc).toContainText('Four tickets, four meals and a cap for the kids.');
  await expect(page.getByRole('main')).not.toContainText(TICKET_WORDS);
  await atPhone(page, 'offer-en');
  await inArabic(page);
  await expect(page.getByRole('region', { name: 'عرضك' })).toBeVisible();
  await atPhone(page, 'offer-ar');
});
