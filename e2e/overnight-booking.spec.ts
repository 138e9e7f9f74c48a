import { test, expect, type Page } from './support/test';
import { host } from './support/hosts';
import { payByCard, signInAt } from './support/purchase';
import { formatDate } from '../lib/format/date';

/**
 * Issue 15.6: overnight booking as one timeline, on the test venue night.localhost (sandbox/seed/test/overnight.json:
 * overnight booking on, one private court open 18:00 to 04:00, a maintenance window at 01:00-02:00 the next day).
 * Issue 16.13: the booking modal's step counter, its 'more' question and an out-of-range date, on the oasis venue.
 * Dates are the venue's (Asia/Dubai).
 */
const NIGHT = host('night');
const TZ = 'Asia/Dubai';
const dubai = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const T = {
  en: { open: 'Book a Court', slots: 'Available time slots', continue: /^Continue/, another: 'Book another slot?', tickets: 'Book more tickets?', toCart: 'No, go to cart', date: 'Booking date', am: (h: string) => `${h} AM`, facilities: 'Pitches and facilities', court1: 'Padel Court 1', step: (n: number, t: number) => `Step ${n} of ${t}`, outside: 'Choose a date between', done: 'Done' },
  ar: { open: 'احجز ملعبًا', slots: 'الأوقات المتاحة', continue: /^متابعة/, another: 'هل تريد حجز موعد آخر؟', tickets: 'هل تريد حجز المزيد من التذاكر؟', toCart: 'لا، اذهب إلى السلة', date: 'تاريخ الحجز', am: (h: string) => `${h} ص`, facilities: 'الملاعب والمرافق', court1: 'ملعب البادل 1', step: (n: number, t: number) => `الخطوة ${n} من ${t}`, outside: 'اختر تاريخًا بين', done: 'تم' },
} as const;
type Lang = keyof typeof T;

/** Opens the modal; on the night venue today's grid has after-midnight slots whatever the hour, on oasis it may not. */
async function openBooking(page: Page, base: string, lang: Lang) {
  await page.goto(`${base}/?lang=${lang}`);
  await page.getByRole('button', { name: T[lang].open }).click();
  const dialog = page.getByRole('dialog', { name: T[lang].open });
  await expect(dialog.getByLabel(T[lang].date)).toBeVisible();
  return dialog;
}

test.describe('overnight booking is one timeline (issue 15.6)', () => {
  for (const [lang, hour] of [['en', '12:00'], ['ar', '02:00']] as const) {
    test(`a slot after midnight is offered, blocked by the next day's maintenance, and booked on its own day (${lang})`, async ({ page }) => {
      const dialog = await openBooking(page, NIGHT, lang);
      const slots = dialog.getByRole('group', { name: T[lang].slots });
      // The opening runs to 04:00; the next day's maintenance 01:00-02:00 takes the 01:00 slot. Each test books its
      // own after-midnight slot (a booked court leaves the grid for everybody).
      await expect(slots.getByRole('radio', { name: T[lang].am(hour), exact: true })).toBeVisible();
      await expect(slots.getByRole('radio', { name: T[lang].am('01:00'), exact: true })).toHaveCount(0);

      await slots.getByRole('radio', { name: T[lang].am(hour), exact: true }).check();
      const cont = dialog.getByRole('button', { name: T[lang].continue });
      await expect(cont).toBeEnabled();
      await expect(dialog.getByRole('alert')).toHaveText('');
      await cont.click();
      // A court without add-ons: one step (no counter), and the question is about another slot, not tickets.
      await expect(page.getByRole('dialog', { name: T[lang].another })).toBeVisible();
      await expect(page.getByText(T[lang].tickets)).toHaveCount(0);
      await expect(dialog.getByText(T[lang].step(1, 1))).toHaveCount(0);
      await page.getByRole('button', { name: T[lang].toCart }).click();
      await expect(page).toHaveURL(/\/cart\?lang=/);
      // The line is on the calendar day the slot falls on: tomorrow, in the venue's zone.
      await expect(page.getByText(formatDate(dubai(1), lang)).first()).toBeVisible();
      await expect(page.getByText(formatDate(dubai(0), lang))).toHaveCount(0);
    });
  }

  test('an after-midnight slot goes through checkout and payment', async ({ page }) => {
    await signInAt(page, NIGHT, '501234567');
    const dialog = await openBooking(page, NIGHT, 'en');
    await dialog.getByRole('group', { name: T.en.slots }).getByRole('radio', { name: '03:00 AM', exact: true }).check();
    await dialog.getByRole('button', { name: /^Continue/ }).click();
    await page.getByRole('button', { name: 'No, go to cart' }).click();
    await expect(page.getByText(formatDate(dubai(1), 'en')).first()).toBeVisible();
    await payByCard(page, NIGHT);
    await expect(page.getByText(formatDate(dubai(1), 'en')).first()).toBeVisible();
  });
});

test.describe('booking modal wording (issue 16.13)', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`steps are numbered as seen; an out-of-range date shows its error in the site's date format and no slots (${lang})`, async ({ page }) => {
      const dialog = await openBooking(page, host(), lang);
      // Padel Court 1 (private, with add-ons): step 1 then the add-ons, 'Step 1 of 2' then 'Step 2 of 2'.
      await dialog.getByLabel(T[lang].date).fill(dubai(lang === 'en' ? 9 : 10));
      await dialog.getByRole('group', { name: T[lang].facilities }).getByRole('radio', { name: T[lang].court1 }).check();
      const slots = dialog.getByRole('group', { name: T[lang].slots }).getByRole('radio');
      await slots.last().check();
      await expect(dialog.getByText(T[lang].step(1, 2))).toBeVisible();
      await dialog.getByRole('button', { name: T[lang].continue }).click();
      await expect(dialog.getByText(T[lang].step(2, 2))).toBeVisible();
      await expect(dialog.getByText(/3/).filter({ hasText: lang === 'en' ? /^Step/ : /^الخطوة/ })).toHaveCount(0);
      await dialog.getByRole('button', { name: T[lang].done, exact: true }).click();
      // Court 1 had add-ons, but what was booked is a slot of a court.
      await expect(page.getByRole('dialog', { name: T[lang].another })).toBeVisible();
      await page.getByRole('button', { name: lang === 'en' ? 'Yes' : 'نعم', exact: true }).click();

      // Padel allows 14 days ahead: 30 days out cannot be booked.
      await dialog.getByLabel(T[lang].date).fill(dubai(30));
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText(T[lang].outside);
      await expect(alert).toContainText(formatDate(dubai(0), lang));
      await expect(alert).toContainText(formatDate(dubai(14), lang));
      await expect(alert).not.toContainText(dubai(0));
      await expect(dialog.getByRole('group', { name: T[lang].slots })).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: T[lang].continue })).toBeDisabled();
    });
  }

  test('per-capacity tickets ask for more tickets (en)', async ({ page }) => {
    const dialog = await openBooking(page, host(), 'en');
    await dialog.getByLabel('Service').selectOption({ label: 'Swimming' });
    await dialog.getByLabel('Booking date').fill(dubai(5));
    await dialog.getByRole('group', { name: 'Available time slots' }).getByRole('radio').last().check();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Book more tickets?' })).toBeVisible();
  });
});
