import { test, expect, type Page } from './support/test';
import { toasts } from './support/toasts';
import { ARENA, OASIS } from './support/hosts';
import { addAcademyMonthly, payByCard, signInAt } from './support/purchase';

/**
 * Issue 12: each product type bought from its catalogue page through checkout and the hosted payment page to the
 * success page, whose tickets name the product. One customer per venue; serial, so a customer never has two
 * orders waiting for payment (spec §8 second order).
 */
test.describe.configure({ mode: 'serial' });

const MEMBER = '502222222'; // Omar Saleh, oasis purchases
const CUSTOMER = '501234567'; // Layla Haddad, arena purchases

const added = (page: Page) => expect(toasts(page)).toContainText('Added to cart');
const bought = (page: Page, name: string) => expect(page.getByRole('main')).toContainText(name);

test('an event ticket', async ({ page }) => {
  await signInAt(page, OASIS, MEMBER);
  // Event 5 is in two days: a session that has started is no longer sold (issue 23), and event 3 starts today at 17:15.
  await page.goto(`${OASIS}/events/5?lang=en`);
  await page.getByRole('button', { name: 'More Drop-in' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await added(page);
  await payByCard(page, OASIS);
  await bought(page, 'Drop-in');
});

test('a membership on an instalment plan', async ({ page }) => {
  await signInAt(page, OASIS, MEMBER);
  await page.goto(`${OASIS}/memberships?lang=en`);
  const pkg = page.getByRole('region', { name: 'Individual Membership' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: '6 months', exact: true }) });
  await pkg.getByRole('radio', { name: '3 instalments of AED 840' }).check();
  await pkg.getByRole('button', { name: 'Buy Individual Membership, 6 months' }).click();
  await added(page);
  await payByCard(page, OASIS);
  await bought(page, '6 months');
});

test('an academy package', async ({ page }) => {
  await signInAt(page, OASIS, MEMBER);
  await addAcademyMonthly(page, OASIS);
  await added(page);
  await payByCard(page, OASIS);
  await bought(page, 'Water confidence');
});

test('a trainer package', async ({ page }) => {
  await signInAt(page, OASIS, MEMBER);
  await page.goto(`${OASIS}/training/12?lang=en`);
  await page.getByRole('button', { name: 'Book Single session' }).click();
  await added(page);
  await payByCard(page, OASIS);
  await bought(page, 'Single session');
});

test('an outlet product', async ({ page }) => {
  await signInAt(page, ARENA, CUSTOMER);
  await page.goto(`${ARENA}/outlets/302?lang=en`);
  await page.getByRole('button', { name: 'Order Karak chai' }).click();
  await added(page);
  await payByCard(page, ARENA);
  await bought(page, 'Karak chai');
});

test('a retail product', async ({ page }) => {
  await signInAt(page, ARENA, CUSTOMER);
  await page.goto(`${ARENA}/retail?lang=en`);
  await page.getByRole('button', { name: 'Buy Cap' }).click();
  await added(page);
  await payByCard(page, ARENA);
  await bought(page, 'Cap');
});

test('an offer', async ({ page }) => {
  await signInAt(page, ARENA, CUSTOMER);
  await page.goto(`${ARENA}/offers?lang=en`);
  await page.getByRole('button', { name: 'Get the offer: Coffee and croissant' }).click();
  await added(page);
  await payByCard(page, ARENA);
  await bought(page, 'Coffee and croissant');
});
