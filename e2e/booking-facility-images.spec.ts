import { test, expect } from './support/test';
import { T, openBooking } from './support/booking';

/**
 * Issue 24 §8, spec §3 site config show_facility_image and Facility image: Oasis turns it on, so the booking modal's
 * facility choices show each facility's picture beside its name; the choice keeps its name as its accessible name and
 * the row stays inside a 390 px phone.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`the facility choices show the facility images (${lang}, phone)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openBooking(page, lang);
    const dialog = page.getByRole('dialog', { name: T[lang].open });
    const facilities = dialog.getByRole('group', { name: T[lang].facilities });
    const court = { name: lang === 'en' ? 'Padel Court 2' : 'ملعب البادل 2', exact: true };
    await expect(facilities.getByRole('radio', court)).toBeAttached();
    // The inner locator of `has` is relative to each label.
    const picture = facilities.locator('label').filter({ has: page.getByRole('radio', court) }).locator('img');
    await expect(picture).toHaveAttribute('src', '/images/oasis/facilities/padel-2.svg');
    await expect(picture).toHaveAttribute('alt', '');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `test-results/facility-images/${lang}-390.png` });
  });
}
