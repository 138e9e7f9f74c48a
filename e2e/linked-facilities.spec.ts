import type { Locator } from '@playwright/test';
import { test, expect, dismissLeadModal, type Browser } from './support/test';
import { TZ, dubai, label12, T, type Lang, openBooking, choose } from './support/booking';

/**
 * Issue 23 item 1, spec §3 Facility parent_facilities, child_facilities and workshop_program_schedules: a slot the
 * provider would refuse is never offered. On the oasis venue's Basketball service (sandbox/README.md) the Full Court
 * (51) is the parent of Half Court A and B (52, 53), and an academy class holds the Academy Court (54) every day
 * 17:00-18:00. Each test uses its own date, so the holds of one never reach another; a retry moves to the next hour.
 */
const L = {
  en: {
    service: 'Basketball',
    full: 'Full Court',
    halves: ['Half Court A', 'Half Court B'],
    academy: 'Academy Court',
    slots: 'Available time slots',
    another: 'Book another slot?',
    yes: 'Yes',
    linked: 'This time is already booked on a linked facility (the whole court or one of its halves). Please choose another slot.',
  },
  ar: {
    service: 'كرة السلة',
    full: 'ملعب السلة الكامل',
    halves: ['نصف ملعب السلة أ', 'نصف ملعب السلة ب'],
    academy: 'ملعب الأكاديمية',
    slots: 'الأوقات المتاحة',
    another: 'هل تريد حجز موعد آخر؟',
    yes: 'نعم',
    linked: 'هذا الوقت محجوز في مرفق مرتبط (الملعب الكامل أو أحد نصفيه). يرجى اختيار وقت آخر.',
  },
} as const;

const rangeOf = (hour: number) => `r${Math.floor(hour / 3)}`;

/** Shows one facility's grid around `hour` (its 3-hour range). */
async function gridOf(dialog: Locator, lang: Lang, facility: string, hour: number): Promise<Locator> {
  await dialog.getByRole('group', { name: T[lang].facilities }).getByRole('radio', { name: facility }).check();
  await dialog.getByLabel(T[lang].range).selectOption(rangeOf(hour));
  return dialog.getByRole('group', { name: L[lang].slots });
}
const slot = (grid: Locator, hour: number, lang: Lang) => grid.getByRole('radio', { name: label12(hour, lang), exact: true });

test.describe('linked facilities and academy classes (issue 23 item 1)', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`the full court booked through the modal takes that hour from both half courts (${lang})`, async ({ page }, info) => {
      const date = dubai(lang === 'en' ? 3 : 4);
      // 10:00 (11:00 on a retry: the first attempt's hold stays for 12 minutes); the hour before stays free.
      const hour = 10 + info.retry;
      const dialog = await openBooking(page, lang);
      await dialog.getByLabel(T[lang].service).selectOption({ label: L[lang].service });
      await dialog.getByLabel(T[lang].date).fill(date);
      // Before the booking the half court offers the hour.
      await expect(slot(await gridOf(dialog, lang, L[lang].halves[0], hour), hour, lang)).toBeVisible();

      await choose(page, lang, { facility: L[lang].full, rangeStartHour: hour, slot: label12(hour, lang) });
      await dialog.getByRole('button', { name: T[lang].continue }).click();
      await expect(page.getByRole('dialog', { name: L[lang].another })).toBeVisible();
      await page.getByRole('button', { name: L[lang].yes, exact: true }).click();

      for (const half of L[lang].halves) {
        const grid = await gridOf(dialog, lang, half, hour);
        await expect(slot(grid, hour - 1, lang)).toBeVisible();
        await expect(slot(grid, hour, lang)).toHaveCount(0);
      }
      // The full court itself no longer offers it either (it is in this customer's cart).
      await expect(slot(await gridOf(dialog, lang, L[lang].full, hour), hour, lang)).toHaveCount(0);
    });

    test(`the academy court does not offer the class's hour (${lang})`, async ({ page }) => {
      const dialog = await openBooking(page, lang);
      await dialog.getByLabel(T[lang].service).selectOption({ label: L[lang].service });
      await dialog.getByLabel(T[lang].date).fill(dubai(lang === 'en' ? 5 : 6));
      // The class runs 17:00-18:00: 16:00 and 18:00 are offered, 17:00 is not.
      const afternoon = await gridOf(dialog, lang, L[lang].academy, 16);
      await expect(slot(afternoon, 16, lang)).toBeVisible();
      await expect(slot(afternoon, 17, lang)).toHaveCount(0);
      const evening = await gridOf(dialog, lang, L[lang].academy, 18);
      await expect(slot(evening, 18, lang)).toBeVisible();
      // Another court of the service still offers 17:00.
      await expect(slot(await gridOf(dialog, lang, L[lang].full, 17), 17, lang)).toBeVisible();
    });

    test(`a half court held by another customer meanwhile: the full court's Continue says why (${lang})`, async ({ browser }, info) => {
      const date = dubai(lang === 'en' ? 7 : 8);
      const hour = 14 + info.retry;
      const open = async (b: Browser) => {
        const ctx = await b.newContext({ timezoneId: TZ });
        await dismissLeadModal(ctx);
        const page = await ctx.newPage();
        const dialog = await openBooking(page, lang);
        await choose(page, lang, { service: L[lang].service, date, facility: L[lang].full, rangeStartHour: hour, slot: label12(hour, lang) });
        // The full court's price is on Continue: its products were answered while it was free.
        await expect(dialog.getByRole('button', { name: T[lang].continue })).toBeEnabled();
        return { ctx, page, dialog };
      };
      const first = await open(browser);
      const second = await open(browser);
      // The second customer takes half court A at that hour.
      await choose(second.page, lang, { facility: L[lang].halves[0], rangeStartHour: hour, slot: label12(hour, lang) });
      await second.dialog.getByRole('button', { name: T[lang].continue }).click();
      await expect(second.page.getByRole('dialog', { name: L[lang].another })).toBeVisible();
      // The first one, with the full court chosen before, is refused with the reason, and nothing is added.
      await first.dialog.getByRole('button', { name: T[lang].continue }).click();
      await expect(first.dialog.getByRole('alert')).toHaveText(L[lang].linked);
      await expect(first.page.getByRole('dialog', { name: L[lang].another })).toHaveCount(0);
      await first.ctx.close();
      await second.ctx.close();
    });
  }
});
