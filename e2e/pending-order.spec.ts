import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect } from './support/test';
import { OASIS } from './support/hosts';
import { toasts } from './support/toasts';
import { signInAt } from './support/purchase';
import { addEventTicket, bookCourt, continueAsGuest, dubai, SANDBOX, T, toCheckout } from './support/cart';

/**
 * Issue 24 items 1 and 2: an order in progress is never a dead end, and the checkout shows what is bought. Back from
 * the payment page, the order is continued on the same page and paid (English, laptop); a second order in progress is
 * cancelled from the cart, its place released and the cart still editable (Arabic, phone). Lean on purpose: four
 * page loads or so per test.
 */
const SHOTS = 'test-results/pending-order';
const M = { en: JSON.parse(readFileSync('messages/en.json', 'utf8')), ar: JSON.parse(readFileSync('messages/ar.json', 'utf8')) } as Record<'en' | 'ar', Record<string, Record<string, string>>>;
const m = (lang: 'en' | 'ar', ns: string, key: string) => M[lang][ns]![key]!;
/** A message at a dotted path (nested namespaces). */
const said = (lang: 'en' | 'ar', path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], M[lang]) as string;
const starts = (text: string) => new RegExp(`^${text.split('{')[0]!.trim()}`);

interface AdminOrder {
  order_id: number;
  customer_id: number;
  status: string;
}
const adminOrders = async (request: APIRequestContext) => ((await (await request.get(`${SANDBOX}/__admin/orders?venue=oasis-site-token`)).json()) as { data: AdminOrder[] }).data;
const holds = async (request: APIRequestContext) =>
  ((await (await request.get(`${SANDBOX}/__admin/reservations?venue=oasis-site-token`)).json()) as { data: { reservations: Array<{ session_id: string; date: string }> } }).data.reservations;

/** From the Arabic checkout: Pay, Back from the provider's page, back to the cart; the order in progress and its id. */
async function payThenBackToCart(page: Page) {
  await page.getByRole('button', { name: starts(m('ar', 'checkout', 'pay')) }).click();
  await page.waitForURL(/\/pay\//);
  await page.goBack();
  await page.getByRole('button', { name: m('ar', 'checkout', 'backToCart') }).click();
  const inProgress = page.getByRole('region', { name: /بانتظار الدفع$/ });
  await expect(inProgress.getByRole('timer')).toBeVisible();
  // The customer's own order waiting for payment, as the storefront reads it (not the newest of every worker's).
  const pending = (await (await page.request.get(`${OASIS}/api/provider/orders/pending`)).json()) as { data: { order_id: number } };
  return { inProgress, orderId: pending.data.order_id };
}

/** Whatever happens, no order of this page's customer is left waiting (other specs share the accounts). */
test.afterEach(async ({ page }) => {
  await page.request.delete(`${OASIS}/api/provider/orders/pending`, { headers: { origin: OASIS } }).catch(() => undefined);
});

test('Back from the payment page: the order in progress, then Continue to payment pays it; the checkout lists what is bought beside the payment (en, laptop)', async ({ page }) => {
  await addEventTicket(page);
  await toCheckout(page);
  await continueAsGuest(page, 'Hana Guest', '501118899', 'hana.guest@example.com');
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.locator('summary')).toHaveText('Your order: 1 item · AED 99.75');
  await expect(summary).toContainText('Adult × 1');
  await expect(summary).toContainText('Subtotal');
  const pay = page.getByRole('button', { name: 'Pay AED 99.75' });
  // Two columns on a laptop: what is bought beside who pays and how.
  const [left, right] = [await summary.boundingBox(), await page.locator('form').filter({ has: pay }).boundingBox()];
  expect(left!.x + left!.width).toBeLessThanOrEqual(right!.x);
  await pay.click();
  await page.waitForURL(/\/pay\//);
  const payPage = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/step=checkout/);
  const inProgress = page.getByRole('region', { name: /^Order #\d+ is waiting for payment$/ });
  await expect(inProgress.getByRole('timer')).toBeVisible();
  // The event ticket is held by the order: its countdown beside the line.
  await expect(summary.getByRole('timer')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/checkout-back-en-1280.png`, fullPage: true });

  // Pay again: the spec's warning, now with the order and its way forward.
  await pay.click();
  const warning = page.getByRole('dialog', { name: 'Cart' });
  await expect(warning).toContainText("Can't process multiple orders! Clear your cart to proceed or finish your previous order.");
  await expect(warning.getByRole('timer')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/warning-en-1280.png` });
  await warning.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(payPage);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
});

test('على الهاتف بالعربية: a court with its hold in the checkout; the order in progress cancelled from the cart releases its place and the cart stays editable (ar, phone)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, OASIS, '501234567');
  // Day +8: self-service and result-pages take Padel Court 1 at 20:00 on day +11 through the API.
  const date = dubai(8);
  await bookCourt(page, 'ar', date);
  await expect(page.getByRole('timer')).toBeVisible();
  await toCheckout(page, 'ar');

  // Collapsed on a phone; one tap shows the lines with the booking's hold.
  const summary = page.getByRole('region', { name: m('ar', 'orderInProgress', 'summaryTitle') });
  await expect(summary.getByRole('timer')).toBeHidden();
  await summary.locator('summary').click();
  await expect(summary.getByRole('timer')).toBeVisible();
  await expect(summary).toContainText('ملعب البادل 1');
  await expect(summary).toContainText(m('ar', 'cart', 'subtotal'));
  await page.screenshot({ path: `${SHOTS}/checkout-ar-390.png`, fullPage: true });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(390);

  const payer = page.getByRole('group', { name: M.ar.checkout!.payerTitle! });
  await expect(payer.getByRole('textbox').first()).not.toHaveValue('');
  const { inProgress, orderId } = await payThenBackToCart(page);
  await page.screenshot({ path: `${SHOTS}/cart-in-progress-ar-390.png`, fullPage: true });

  await inProgress.getByRole('button', { name: m('ar', 'orderInProgress', 'cancel') }).click();
  await expect(toasts(page)).toContainText(m('ar', 'orderInProgress', 'cancelled'));
  await expect(inProgress).toBeHidden();
  expect((await adminOrders(request)).find((o) => o.order_id === orderId)!.status).toBe('cancelled');
  // Its place is released and the cart holds the slot again as its own.
  await expect(page.getByRole('status').filter({ hasText: m('ar', 'cart', 'reserved') })).toBeVisible();
  const list = await holds(request);
  expect(list.filter((r) => r.session_id === `order:${orderId}`)).toHaveLength(0);
  expect(list.some((r) => r.date === date && !r.session_id.startsWith('order:'))).toBe(true);
  // Still editable: the line is removed like any other, and its hold released.
  await page.getByRole('button', { name: starts(m('ar', 'cart', 'remove')) }).first().click();
  await expect(page.getByText(m('ar', 'cart', 'empty'))).toBeVisible();
});

test('بالعربية: an order abandoned past its hold is released, the cart holds its court again, and the history calls it expired, not upcoming (ar, laptop)', async ({ page, request }) => {
  // Yara Khoury (sandbox/seed/test/self-service.json): this test's own customer, so no other spec's orders wait on hers.
  await signInAt(page, OASIS, '505252525');
  const date = dubai(13);
  await bookCourt(page, 'ar', date);
  await toCheckout(page, 'ar');
  const { inProgress, orderId } = await payThenBackToCart(page);

  // The customer walks away; the hold ends (the sandbox ages only this order).
  expect((await request.post(`${SANDBOX}/__admin/expire-orders?order=${orderId}`)).ok()).toBe(true);
  expect((await adminOrders(request)).find((o) => o.order_id === orderId)!.status).toBe('expired');
  expect((await holds(request)).filter((r) => r.session_id === `order:${orderId}`)).toHaveLength(0);

  // Back in the cart: no order in progress any more, and the court is held for the cart again.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: m('ar', 'cart', 'reserved') })).toBeVisible();
  await expect(inProgress).toBeHidden();
  expect((await holds(request)).some((r) => r.date === date && !r.session_id.startsWith('order:'))).toBe(true);

  // The booking history names the abandoned order for what it is.
  await page.goto(`${OASIS}/profile/facility-bookings?lang=ar`);
  const card = page.getByRole('article').filter({ hasText: T.ar.court });
  await expect(card).toContainText(said('ar', 'selfService.orderStatus.expired'));
  await expect(card.getByText(said('ar', 'selfService.history.upcoming'), { exact: true })).toHaveCount(0);

  // Nothing left behind for this customer: the cart is emptied.
  await page.goto(`${OASIS}/cart?lang=ar`);
  await page.getByRole('button', { name: starts(m('ar', 'cart', 'remove')) }).first().click();
  await expect(page.getByText(m('ar', 'cart', 'empty'))).toBeVisible();
});
