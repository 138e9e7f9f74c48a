import { expect, type Page } from '@playwright/test';
import { toasts } from './toasts';
import { OASIS } from './hosts';

/**
 * The cart's ways in, shared by the checkout specs: a Padel Court 1 slot from the booking modal, an event ticket
 * from its page, and the step to checkout, in English and Arabic, against the e2e sandbox.
 */
export const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
const TZ = 'Asia/Dubai';
/** The venue's date `offsetDays` from today (YYYY-MM-DD). Each test books its own date so parallel tests never collide. */
export const dubai = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

export const T = {
  en: { open: 'Book a Court', date: 'Booking date', range: 'Time range', continue: /^Continue/, done: 'Done', toCart: 'No, go to cart', slot: '08:00 PM', court: 'Padel Court 1', facilities: 'Pitches and facilities', checkout: 'Checkout' },
  ar: { open: 'احجز ملعبًا', date: 'تاريخ الحجز', range: 'الفترة الزمنية', continue: /^متابعة/, done: 'تم', toCart: 'لا، اذهب إلى السلة', slot: '08:00 م', court: 'ملعب البادل 1', facilities: 'الملاعب والمرافق', checkout: 'إتمام الشراء' },
} as const;
export type Lang = keyof typeof T;

/** A Padel Court 1 slot at 20:00 from the booking modal into the cart (spec §4 booking modal steps). */
export async function bookCourt(page: Page, lang: Lang, date: string, from = `${OASIS}/?lang=${lang}`) {
  if (from) await page.goto(from);
  await page.getByRole('button', { name: T[lang].open }).click();
  const dialog = page.getByRole('dialog', { name: T[lang].open });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await dialog.getByLabel(T[lang].date).fill(date);
  await dialog.getByRole('group', { name: T[lang].facilities }).getByRole('radio', { name: T[lang].court }).check();
  await dialog.getByLabel(T[lang].range).selectOption('r6');
  await dialog.getByRole('radio', { name: T[lang].slot, exact: true }).check();
  await dialog.getByRole('button', { name: T[lang].continue }).click();
  await dialog.getByRole('button', { name: T[lang].done, exact: true }).click();
  await page.getByRole('button', { name: T[lang].toCart }).click();
  await expect(page).toHaveURL(/\/cart\?lang=/);
}

/** `adults` Adult tickets of event 2 (AED 99.75 each with VAT) from its page into the cart, then the cart. */
export async function addEventTicket(page: Page, adults = 1, base = OASIS, event = 2, ticket = 'Adult') {
  await putEventTickets(page, base, event, Array<string>(adults).fill(ticket));
  await page.goto(`${base}/cart?lang=en`);
}

/** From an event's English page: Buy tickets, one More click per ticket named, Add to cart, and its toast. */
export async function putEventTickets(page: Page, base: string, event: number, tickets: string[]) {
  await page.goto(`${base}/events/${event}?lang=en`);
  await page.getByRole('link', { name: 'Buy tickets' }).click();
  for (const ticket of tickets) await page.getByRole('button', { name: `More ${ticket}` }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toasts(page)).toContainText('Added to cart');
}

export async function toCheckout(page: Page, lang: Lang = 'en') {
  await page.getByRole('button', { name: T[lang].checkout }).click();
  await expect(page).toHaveURL(/step=checkout/);
}

/** On the checkout step of an anonymous visitor: Continue as guest (spec §6), which keeps the visitor on the cart. */
export async function continueAsGuest(page: Page, name: string, mobile: string, email: string) {
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Continue as guest' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await dialog.getByLabel('Email').fill(email);
  const terms = dialog.getByLabel('I agree to the terms and conditions');
  if (await terms.count()) await terms.check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Paying as guest ${name}`)).toBeVisible();
}
