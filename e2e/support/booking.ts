import { expect, type Page } from './test';
import { OASIS } from './hosts';
import { signInFast } from './session';

export const TZ = 'Asia/Dubai';
export const dubai = (offsetDays = 0) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
};
export const nowInDubai = () => {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()).split(':').map(Number);
  return { h: h!, m: m! };
};
export const label12 = (h: number, lang: 'en' | 'ar' = 'en') =>
  `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:00 ${lang === 'ar' ? (h < 12 ? 'ص' : 'م') : h < 12 ? 'AM' : 'PM'}`;

export const T = {
  en: { open: 'Book a Court', service: 'Service', date: 'Booking date', continue: /^Continue/, step3: 'Step 2 of 2', step2: 'Step 2 of 3', done: 'Done', toCart: 'No, go to cart', yes: 'Yes', range: 'Time range', agree: 'I agree to the terms and conditions', add: /^Add to cart/, cart: 'Cart', capacity: /Maximum capacity reached/, dependency: 'Dependent ticket cannot be booked at the same time', login: 'Please Login!', facilities: 'Pitches and facilities' },
  ar: { open: 'احجز ملعبًا', service: 'الخدمة', date: 'تاريخ الحجز', continue: /^متابعة/, step3: 'الخطوة 2 من 2', step2: 'الخطوة 2 من 3', done: 'تم', toCart: 'لا، اذهب إلى السلة', yes: 'نعم', range: 'الفترة الزمنية', agree: 'أوافق على الشروط والأحكام', add: /^أضف إلى السلة/, cart: 'السلة', capacity: /تم الوصول إلى الحد الأقصى للسعة/, dependency: 'لا يمكن حجز التذكرة المرتبطة في نفس الوقت', login: 'يرجى تسجيل الدخول!', facilities: 'الملاعب والمرافق' },
} as const;
export type Lang = keyof typeof T;

export async function fillLogin(page: Page, mobile: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('Sandbox#2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in a sandbox mobile account (sandbox/README.md; setup: through next-auth's route, e2e/support/session.ts) and is home. */
export async function signIn(page: Page, mobile: string) {
  await signInFast(page, OASIS, mobile, '/?lang=en');
}

export async function openBooking(page: Page, lang: Lang) {
  await page.goto(`/?lang=${lang}`);
  await page.getByRole('button', { name: T[lang].open }).click();
  const dialog = page.getByRole('dialog', { name: T[lang].open });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

export async function choose(page: Page, lang: Lang, opts: { service?: string; date?: string; facility?: string; rangeStartHour?: number; slot: string }) {
  const dialog = page.getByRole('dialog', { name: T[lang].open });
  if (opts.service) await dialog.getByLabel(T[lang].service).selectOption({ label: opts.service });
  if (opts.date) await dialog.getByLabel(T[lang].date).fill(opts.date);
  if (opts.facility) await dialog.getByRole('group', { name: T[lang].facilities }).getByRole('radio', { name: opts.facility }).check();
  if (opts.rangeStartHour !== undefined) await dialog.getByLabel(T[lang].range).selectOption(`r${Math.floor(opts.rangeStartHour / 3)}`);
  await dialog.getByRole('radio', { name: opts.slot, exact: true }).check();
  return dialog;
}
