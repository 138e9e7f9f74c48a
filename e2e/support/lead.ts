import { expect, type Page } from '@playwright/test';

/** A first visit: the venue's lead form (Membership enquiry) opens by itself; the visitor closes it and it is gone. */
export async function closeLeadForm(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Membership enquiry' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the form' }).click();
  await expect(dialog).toBeHidden();
}
