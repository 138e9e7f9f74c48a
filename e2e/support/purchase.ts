import { expect, type Page } from '@playwright/test';
import { signInFast } from './session';
import { toasts } from './toasts';

/**
 * Buying what the cart holds, as a signed-in sandbox customer paying by card on the sandbox's hosted payment page
 * (sandbox/README.md "Commerce"). English UI. Kept here so every spec that needs a purchase shares one way to it.
 */
export async function signInAt(page: Page, base: string, mobile: string): Promise<void> {
  // Setup, not the subject: through next-auth's route, no login page (e2e/support/session.ts). The callers go on
  // with a page.goto of their own.
  await signInFast(page, base, mobile);
}

/** From the cart page: Checkout, Pay by card, Pay on the hosted page; ends on the success page. */
export async function payByCard(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/cart?lang=en`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  // The signed-in customer's payer details arrive from the provider; pay once they are there.
  const payer = page.getByRole('group', { name: 'Payer details' });
  await expect(payer.getByRole('textbox', { name: 'Email' })).not.toHaveValue('');
  await expect(payer.getByRole('textbox', { name: 'Mobile number' })).not.toHaveValue('');
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/pay\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/paymentsuccess\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
}

/** The academy's "Water confidence, Monthly (8 sessions)" package: its dialog shows the price, then Add to cart. */
export async function addAcademyMonthly(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/academy/21/packages?lang=en`);
  await page.getByRole('button', { name: 'Book Water confidence, Monthly (8 sessions)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Water confidence, Monthly (8 sessions)' });
  await expect(dialog.getByText(/^Price: AED /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
}

/** The toast every way into the cart ends on. */
export const addedToCart = (page: Page) => expect(toasts(page)).toContainText('Added to cart');

/** One click of the button named `button` on the English page at `path` puts a product in the cart. */
export async function addFrom(page: Page, base: string, path: string, button: string): Promise<void> {
  await page.goto(`${base}${path}?lang=en`);
  await page.getByRole('button', { name: button }).click();
  await addedToCart(page);
}

/** The same, then paid by card; ends on the success page. */
export async function buyFrom(page: Page, base: string, path: string, button: string): Promise<void> {
  await addFrom(page, base, path, button);
  await payByCard(page, base);
}

/** One Drop-in of event 5 (in two days, so still sold) into the cart. */
export async function addDropIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/events/5?lang=en`);
  await page.getByRole('button', { name: 'More Drop-in' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await addedToCart(page);
}

/** The Individual Membership's "6 months" on its plan of 3 instalments of AED 840 into the cart. */
export async function addSixMonthMembership(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/memberships?lang=en`);
  const pkg = page.getByRole('region', { name: 'Individual Membership' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: '6 months', exact: true }) });
  await pkg.getByRole('radio', { name: '3 instalments of AED 840' }).check();
  await pkg.getByRole('button', { name: 'Buy Individual Membership, 6 months' }).click();
  await addedToCart(page);
}
