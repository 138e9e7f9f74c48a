import { expect, type Page } from '@playwright/test';
import { signInFast } from './session';

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
