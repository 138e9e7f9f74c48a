import { test, expect, type Page } from './support/test';
import { OASIS, TEMPLE } from './support/hosts';
import { payByCard, signInAt } from './support/purchase';

/**
 * The special branded mode (spec §2, §4, §5, §6: config is_baps) end to end on its seeded venue, Harmony Temple on
 * temple.localhost (sandbox/seed/default.temple.json: one per-capacity visit service, customer threshold 4, terms
 * and participant details off), and the tenant's journey flag (spec §2, tenants.json journeyValue 'pilgrimage').
 */
const VISITOR = '505555555'; // Priya Shah, sandbox/README.md
const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
const TZ = 'Asia/Dubai';
const dubai = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

const T = {
  en: { step1: 'Step 1 of 2', step2: 'Step 2 of 2', open: 'Book Your Visit', service: 'Service', visitService: 'Temple visit', date: 'Booking date', slot: '09:00 AM', visit: 'Your Visit', time: '09:00 AM – 10:00 AM', cont: 'Continue', proceed: 'Proceed', more: 'More Visitor pass', pass: 'Visitor pass', add: /^Add to cart/, bookings: 'Facility Bookings', login: 'Login', mobile: 'Mobile number', password: 'Password' },
  ar: { step1: 'الخطوة 1 من 2', step2: 'الخطوة 2 من 2', open: 'احجز زيارتك', service: 'الخدمة', visitService: 'زيارة المعبد', date: 'تاريخ الحجز', slot: '09:00 ص', visit: 'زيارتك', time: '09:00 ص – 10:00 ص', cont: 'متابعة', proceed: 'التالي', more: 'زيادة تذكرة زائر', pass: 'تذكرة زائر', add: /^أضف إلى السلة/, bookings: 'حجوزات المرافق', login: 'تسجيل الدخول', mobile: 'رقم الجوال', password: 'كلمة المرور' },
} as const;
type Lang = keyof typeof T;

/** Opens booking on the temple's home page, picks the visit slot at 09:00 on the given day and continues to step 2 (of 2). */
async function visitStep(page: Page, lang: Lang, date: string) {
  await page.goto(`${TEMPLE}/?lang=${lang}`);
  await page.getByRole('button', { name: T[lang].open }).click();
  const dialog = page.getByRole('dialog', { name: T[lang].open });
  await dialog.getByLabel(T[lang].service).selectOption({ label: T[lang].visitService });
  await dialog.getByLabel(T[lang].date).fill(date);
  await dialog.getByRole('radio', { name: T[lang].slot, exact: true }).check();
  // The visit is two steps (slot, then tickets; no add-ons: the modal closes into the cart), and says so.
  await expect(dialog.getByText(T[lang].step1, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: T[lang].cont, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: T[lang].visit, exact: true })).toBeVisible();
  await expect(dialog.getByText(T[lang].step2, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/ of 3$| من 3$/)).toHaveCount(0);
  return dialog;
}

test.describe('special mode (Harmony Temple)', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`a guest opening booking signs in first, in the login modal over the page (${lang})`, async ({ page }) => {
      await page.goto(`${TEMPLE}/?lang=${lang}`);
      await page.getByRole('button', { name: T[lang].open }).click();
      const login = page.getByRole('dialog', { name: T[lang].login, exact: true });
      await expect(login).toBeVisible();
      await expect(page).toHaveURL(`${TEMPLE}/?lang=${lang}`);
      await expect(page.getByRole('dialog', { name: T[lang].open })).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await login.getByRole('textbox', { name: T[lang].mobile }).fill(VISITOR);
      await login.getByLabel(T[lang].password, { exact: true }).fill('Sandbox#2026');
      await login.getByRole('button', { name: T[lang].login, exact: true }).click();
      // Signed in, the booking the visitor asked for opens on the same page.
      await expect(page.getByRole('dialog', { name: T[lang].open })).toBeVisible();
      await expect(login).toHaveCount(0);
      await expect(page).toHaveURL(`${TEMPLE}/?lang=${lang}`);
    });

    test(`'Your Visit' with date and slot, no Proceed, quantity capped by the threshold, the modal closes into the cart (${lang})`, async ({ page }) => {
      await signInAt(page, TEMPLE, VISITOR);
      const date = dubai(lang === 'en' ? 1 : 2);
      const dialog = await visitStep(page, lang, date);
      await expect(dialog.getByText(ddmmyyyy(date))).toBeVisible();
      await expect(dialog.getByText(T[lang].time)).toBeVisible();
      await expect(dialog.getByRole('button', { name: T[lang].proceed, exact: true })).toHaveCount(0);
      // The hall holds 200 a slot; the customer threshold (4) is what stops the plus button.
      const more = dialog.getByRole('button', { name: T[lang].more });
      for (let i = 0; i < 4; i++) await more.click();
      await expect(more).toBeDisabled();
      await dialog.getByRole('listitem').filter({ hasText: T[lang].pass }).getByRole('button', { name: T[lang].add }).click();
      await expect(page).toHaveURL(`${TEMPLE}/cart?lang=${lang}`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: T[lang].pass })).toBeVisible();
      // Signed in, the header carries the facility-bookings icon, which leads to them.
      const icon = page.getByRole('banner').getByRole('link', { name: T[lang].bookings });
      await expect(icon).toBeVisible();
      await icon.click();
      await expect(page).toHaveURL(`${TEMPLE}/profile/facility-bookings?lang=${lang}`);
    });
  }

  test('the threshold counts what the cart already holds for the slot', async ({ page }) => {
    await signInAt(page, TEMPLE, VISITOR);
    const date = dubai(3);
    let dialog = await visitStep(page, 'en', date);
    await dialog.getByRole('button', { name: 'More Visitor pass' }).click();
    await dialog.getByRole('button', { name: 'More Visitor pass' }).click();
    await dialog.getByRole('listitem').filter({ hasText: 'Visitor pass' }).getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page).toHaveURL(`${TEMPLE}/cart?lang=en`);
    dialog = await visitStep(page, 'en', date);
    const more = dialog.getByRole('button', { name: 'More Visitor pass' });
    await more.click();
    await more.click();
    await expect(more).toBeDisabled();
  });

  test('no guest login: a visitor whose session ended keeps the visit in the cart but can only sign in', async ({ page, context }) => {
    await signInAt(page, TEMPLE, VISITOR);
    const dialog = await visitStep(page, 'en', dubai(4));
    await dialog.getByRole('button', { name: 'More Visitor pass' }).click();
    await dialog.getByRole('listitem').filter({ hasText: 'Visitor pass' }).getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page).toHaveURL(`${TEMPLE}/cart?lang=en`);
    await context.clearCookies();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Visitor pass' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Facility Bookings' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);
    await page.goto(`${TEMPLE}/login?lang=en`);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);
  });
});

test.describe('journey flag (tenants.json journeyValue)', () => {
  const flag = async (page: Page, url: string) => (await page.context().cookies(url)).find((c) => c.name === 'special_journey')?.value ?? null;

  test('the journey value sets the flag, any other journey clears it, and the address loses the parameter', async ({ page }) => {
    await page.goto(`${TEMPLE}/?journey=pilgrimage&lang=ar`);
    await expect(page).toHaveURL(`${TEMPLE}/?lang=ar`);
    expect(await flag(page, TEMPLE)).toBe('1');
    await page.goto(`${TEMPLE}/plan-your-visit?lang=en&journey=pilgrimage`);
    await expect(page).toHaveURL(`${TEMPLE}/plan-your-visit?lang=en`);
    expect(await flag(page, TEMPLE)).toBe('1');
    await page.goto(`${TEMPLE}/?lang=en&journey=other`);
    await expect(page).toHaveURL(`${TEMPLE}/?lang=en`);
    expect(await flag(page, TEMPLE)).toBeNull();
  });

  test('another venue has no journey: the parameter is left alone and sets nothing', async ({ page }) => {
    await page.goto(`${OASIS}/?lang=en&journey=pilgrimage`);
    await expect(page).toHaveURL(`${OASIS}/?lang=en&journey=pilgrimage`);
    expect(await flag(page, OASIS)).toBeNull();
  });

  test("the order's isBaps is the journey flag: set for a visitor who came by the journey, not for one who did not", async ({ page, request }) => {
    await page.goto(`${TEMPLE}/?journey=pilgrimage&lang=en`);
    await signInAt(page, TEMPLE, VISITOR);
    let dialog = await visitStep(page, 'en', dubai(5));
    await dialog.getByRole('button', { name: 'More Guided tour pass' }).click();
    await dialog.getByRole('listitem').filter({ hasText: 'Guided tour pass' }).getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page).toHaveURL(`${TEMPLE}/cart?lang=en`);
    await payByCard(page, TEMPLE);

    await page.goto(`${TEMPLE}/?journey=&lang=en`);
    dialog = await visitStep(page, 'en', dubai(6));
    await dialog.getByRole('button', { name: 'More Guided tour pass' }).click();
    await dialog.getByRole('listitem').filter({ hasText: 'Guided tour pass' }).getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page).toHaveURL(`${TEMPLE}/cart?lang=en`);
    await payByCard(page, TEMPLE);

    const orders = (await (await request.get(`${SANDBOX}/__admin/orders?venue=temple-site-token`)).json()) as { data: Array<{ is_baps: number; status: string }> };
    expect(orders.data.map((o) => [o.status, o.is_baps])).toEqual([['paid', 1], ['paid', 0]]);
  });
});
