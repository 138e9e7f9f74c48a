import { test, expect, dismissLeadModal, type Browser, type Page } from './support/test';
import { toasts } from './support/toasts';
import AxeBuilder from '@axe-core/playwright';

/**
 * Facility booking end to end (issue 5) against the sandbox's oasis venue (host localhost, facility booking on,
 * participant details on, terms on). Dates are computed in the venue's zone (Asia/Dubai, pinned in the config);
 * tests that hold private slots use different dates or facilities so parallel workers never collide.
 */
const TZ = 'Asia/Dubai';
const dubai = (offsetDays = 0) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
};
const nowInDubai = () => {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()).split(':').map(Number);
  return { h: h!, m: m! };
};
const label12 = (h: number, lang: 'en' | 'ar' = 'en') =>
  `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:00 ${lang === 'ar' ? (h < 12 ? 'ص' : 'م') : h < 12 ? 'AM' : 'PM'}`;

const T = {
  en: { open: 'Book a Court', service: 'Service', date: 'Booking date', continue: /^Continue/, step3: 'Step 2 of 2', step2: 'Step 2 of 3', done: 'Done', toCart: 'No, go to cart', yes: 'Yes', range: 'Time range', agree: 'I agree to the terms and conditions', add: /^Add to cart/, cart: 'Cart', capacity: /Maximum capacity reached/, dependency: 'Dependent ticket cannot be booked at the same time', login: 'Please Login!', facilities: 'Pitches and facilities' },
  ar: { open: 'احجز ملعبًا', service: 'الخدمة', date: 'تاريخ الحجز', continue: /^متابعة/, step3: 'الخطوة 2 من 2', step2: 'الخطوة 2 من 3', done: 'تم', toCart: 'لا، اذهب إلى السلة', yes: 'نعم', range: 'الفترة الزمنية', agree: 'أوافق على الشروط والأحكام', add: /^أضف إلى السلة/, cart: 'السلة', capacity: /تم الوصول إلى الحد الأقصى للسعة/, dependency: 'لا يمكن حجز التذكرة المرتبطة في نفس الوقت', login: 'يرجى تسجيل الدخول!', facilities: 'الملاعب والمرافق' },
} as const;
type Lang = keyof typeof T;

async function fillLogin(page: Page, mobile: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('Sandbox#2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through /login with a sandbox mobile account (sandbox/README.md) and comes back home. */
async function signIn(page: Page, mobile: string) {
  await page.goto(`/login?lang=en&nextUrl=${encodeURIComponent('/?lang=en')}`);
  await fillLogin(page, mobile);
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect.poll(async () => page.evaluate(async () => (await fetch('/api/session')).text())).toContain('"anonymous":false');
}

async function openBooking(page: Page, lang: Lang) {
  await page.goto(`/?lang=${lang}`);
  await page.getByRole('button', { name: T[lang].open }).click();
  const dialog = page.getByRole('dialog', { name: T[lang].open });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

async function choose(page: Page, lang: Lang, opts: { service?: string; date?: string; facility?: string; rangeStartHour?: number; slot: string }) {
  const dialog = page.getByRole('dialog', { name: T[lang].open });
  if (opts.service) await dialog.getByLabel(T[lang].service).selectOption({ label: opts.service });
  if (opts.date) await dialog.getByLabel(T[lang].date).fill(opts.date);
  if (opts.facility) await dialog.getByRole('group', { name: T[lang].facilities }).getByRole('radio', { name: opts.facility }).check();
  if (opts.rangeStartHour !== undefined) await dialog.getByLabel(T[lang].range).selectOption(`r${Math.floor(opts.rangeStartHour / 3)}`);
  await dialog.getByRole('radio', { name: opts.slot, exact: true }).check();
  return dialog;
}

test.describe('facility booking', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`books a private slot into the cart, which survives reload and language switch (${lang})`, async ({ page }) => {
      // Tomorrow 18:00-20:00 is booked in the seed; 20:00 is free on both dates.
      const date = dubai(lang === 'en' ? 1 : 2);
      const dialog = await openBooking(page, lang);
      await choose(page, lang, { date, facility: lang === 'en' ? 'Padel Court 1' : 'ملعب البادل 1', rangeStartHour: 18, slot: label12(20, lang) });
      const cont = dialog.getByRole('button', { name: T[lang].continue });
      await expect(cont).toBeEnabled();
      await expect(cont).toContainText('AED 210');
      await cont.click();
      // Court 1 has add-ons: its second (and last) step, the add-ons.
      await expect(dialog.getByText(T[lang].step3)).toBeVisible();
      await expect(page.getByRole('link', { name: lang === 'en' ? 'Cart, 1 ticket' : /السلة/ })).toBeVisible();
      await dialog.getByRole('button', { name: T[lang].done, exact: true }).click();
      await page.getByRole('button', { name: T[lang].toCart }).click();
      await expect(page).toHaveURL(/\/cart\?lang=/);
      const name = lang === 'en' ? 'Padel Court 1 (per hour)' : 'ملعب البادل 1 (للساعة)';
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByText('AED 210').first()).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name })).toBeVisible();
      const other: Lang = lang === 'en' ? 'ar' : 'en';
      await page.getByRole('link', { name: lang === 'en' ? 'Switch language to العربية' : /English/ }).first().click();
      await expect(page).toHaveURL(new RegExp(`lang=${other}`));
      await expect(page.getByRole('heading', { name: other === 'en' ? 'Padel Court 1 (per hour)' : 'ملعب البادل 1 (للساعة)' })).toBeVisible();
      // Removing the group empties the cart and releases the hold.
      await page.getByRole('button', { name: other === 'en' ? /^Remove / : /^إزالة / }).click();
      await expect(page.getByText(other === 'en' ? 'Your cart is empty.' : 'سلتك فارغة.')).toBeVisible();
    });
  }

  test('past slots of today are hidden (15-minute grace)', async ({ page }) => {
    const { h, m } = nowInDubai();
    test.skip(h === 0 || h === 23, 'needs an earlier and a later hour today');
    const dialog = await openBooking(page, 'en');
    await dialog.getByRole('group', { name: 'Pitches and facilities' }).getByRole('radio', { name: 'Padel Court 1' }).check();
    await expect(dialog.getByRole('radio', { name: label12(h + 1), exact: true })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: label12(h - 1), exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: label12(h), exact: true })).toHaveCount(m < 15 ? 1 : 0);
  });

  test('a dependent ticket cannot overlap its dependency', async ({ page }) => {
    const date = dubai(3);
    const dialog = await openBooking(page, 'en');
    await choose(page, 'en', { service: 'Football', date, facility: 'Main Pitch', rangeStartHour: 15, slot: '05:00 PM' });
    await dialog.getByRole('button', { name: /^Continue/ }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await choose(page, 'en', { facility: 'Half Pitch A', rangeStartHour: 15, slot: '05:00 PM' });
    const cont = dialog.getByRole('button', { name: /^Continue/ });
    await expect(cont).toBeEnabled();
    await cont.click();
    await expect(dialog.getByRole('alert')).toHaveText('Dependent ticket cannot be booked at the same time');
    await expect(page.getByRole('link', { name: 'Cart, 1 ticket' })).toBeVisible();
  });

  test('per-capacity: plus stops at the remaining capacity; a guest is asked to log in', async ({ page }) => {
    // Lap Pool: capacity 6, 4 booked tomorrow 09:00 → 2 places.
    const dialog = await openBooking(page, 'en');
    await choose(page, 'en', { service: 'Swimming', date: dubai(1), rangeStartHour: 9, slot: '09:00 AM' });
    const cont = dialog.getByRole('button', { name: 'Continue', exact: true });
    await expect(cont).toBeEnabled();
    await cont.click();
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
    await expect(dialog.getByText('Lap Pool')).toBeVisible();
    const more = dialog.getByRole('button', { name: 'More Adult swim' });
    await more.click();
    await more.click();
    await expect(more).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'More Family pass (4 people)' })).toBeDisabled();
    const add = dialog.getByRole('listitem').filter({ hasText: 'Adult swim' }).getByRole('button', { name: /^Add to cart/ });
    await expect(add).toBeDisabled(); // terms not agreed yet
    await dialog.getByLabel('I agree to the terms and conditions').check();
    await add.click();
    const login = page.getByRole('dialog', { name: 'Please Login!' });
    await expect(login).toBeVisible();
    // The sign-in is the login modal over the booking (e2e/login-modal.spec.ts carries on from here).
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Login', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/\?lang=en$/);
  });

  test('participant details after a real login: profile pre-filled and locked, saved family, save to family', async ({ page }) => {
    await signIn(page, '501234567');
    const dialog = await openBooking(page, 'en');
    await choose(page, 'en', { service: 'Swimming', date: dubai(6), rangeStartHour: 9, slot: '10:00 AM' });
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    // Terms open by themselves for a signed-in visitor (spec §4).
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(dialog.getByLabel('I agree to the terms and conditions')).toBeChecked();
    const more = dialog.getByRole('button', { name: 'More Adult swim' });
    await more.click();
    await more.click();
    await dialog.getByRole('listitem').filter({ hasText: 'Adult swim' }).getByRole('button', { name: /^Add to cart/ }).click();
    const visitors = page.getByRole('dialog', { name: 'Visitor details: Lap Pool' });
    await expect(visitors).toBeVisible();

    // Visitor 1 is the signed-in customer from customers/me (sandbox account Layla Haddad), locked.
    const first = visitors.getByRole('group', { name: 'Visitor 1' });
    await expect(first.getByLabel('Name', { exact: true })).toHaveValue('Layla Haddad');
    await expect(first.getByLabel('Email', { exact: true })).toHaveValue('customer@example.com');
    await expect(first.getByLabel('Country code', { exact: true })).toHaveValue('+971');
    await expect(first.getByLabel('Mobile number', { exact: true })).toHaveValue('501234567');
    await expect(first.getByLabel('Date of birth', { exact: true })).toHaveValue('1992-04-18');
    await expect(first.getByRole('combobox', { name: 'Nationality', exact: true })).toHaveValue('United Arab Emirates');
    await expect(first.getByRole('combobox', { name: 'Gender', exact: true })).toHaveValue('Female');
    for (const label of ['Name', 'Email', 'Country code', 'Mobile number', 'Date of birth', 'Nationality']) {
      await expect(first.getByLabel(label, { exact: true })).toHaveJSProperty('readOnly', true);
    }
    await expect(first.getByRole('combobox', { name: 'Gender', exact: true })).toBeDisabled();
    await expect(first.getByLabel('Saved family member')).toHaveCount(0);

    // Visitor 2 picks a saved family member of this customer (customers-associated).
    const second = visitors.getByRole('group', { name: 'Visitor 2' });
    const family = second.getByLabel('Saved family member');
    await expect(family.getByRole('option')).toHaveText(['New visitor', 'Yasmin Haddad', 'Omar Haddad']);
    await family.selectOption({ label: 'Omar Haddad' });
    await expect(second.getByLabel('Name', { exact: true })).toHaveValue('Omar Haddad');
    await expect(second.getByLabel('Email', { exact: true })).toHaveValue('omar@example.com');
    await expect(second.getByLabel('Date of birth', { exact: true })).toHaveValue('2011-09-14');

    // 'Save this member to family' per visitor and for all (spec §5).
    const saveAll = visitors.getByRole('checkbox', { name: 'Save all members to family' });
    const saveMine = second.getByRole('checkbox', { name: 'Save this member to family' });
    await saveAll.check();
    await expect(saveMine).toBeChecked();
    await saveMine.uncheck();
    await expect(saveAll).not.toBeChecked();
    await saveMine.check();
    await expect(saveAll).toBeChecked();

    const scan = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await visitors.getByRole('button', { name: 'Save and add to cart' }).click();
    await expect(visitors.getByRole('alert')).toHaveText('Please fill all the required fields');
    for (const block of [first, second]) {
      const eid = block.getByLabel('ID number', { exact: true });
      await eid.fill('784199012345675');
      await eid.blur();
      await expect(block.getByText('Emirates ID number is not valid.')).toBeVisible();
      await eid.fill('784199012345676');
      await eid.blur();
      await expect(block.getByText('Emirates ID number is not valid.')).toHaveCount(0);
      await block.getByRole('radio', { name: 'Beginner' }).check();
      await block.getByRole('checkbox', { name: 'I agree' }).check();
    }
    // A file field uploads the file as it is chosen, like the configured forms (spec §7 file/save/data): a .txt is
    // refused with the spec's message, a PDF is stored and its path is the answer.
    const certificate = first.getByLabel('Swimming certificate', { exact: true });
    await certificate.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(first.getByText('Invalid file type. Please upload a valid file type (jpeg, png, pdf)')).toBeVisible();
    const upload = page.waitForResponse((r) => r.url().includes('/api/provider/file/save/data'));
    await certificate.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test\n') });
    expect((await upload).status()).toBe(200);
    await expect(first.getByText('Uploaded: certificate.pdf')).toBeVisible();
    await visitors.getByRole('button', { name: 'Save and add to cart' }).click();
    await expect(visitors).toBeHidden();
    await expect(toasts(page)).toContainText('Added to cart');
    const saved = await page.evaluate(() => Object.values({ ...window.sessionStorage }).join(''));
    expect(saved).toContain('Omar Haddad');
    expect(saved).toContain('"save_detail_for_future":true');
    expect(saved).toMatch(/"swim-certificate":"uploads\/[^"]+\.pdf"/);
    await page.goto('/cart?lang=en');
    await expect(page.getByRole('heading', { name: 'Adult swim' })).toBeVisible();
    await expect(page.getByText('2 visitors')).toBeVisible();
  });

  test('a 401 from the provider inside the modal signs out, says so and returns through login', async ({ page }) => {
    await signIn(page, '501234567');
    const dialog = await openBooking(page, 'en');
    // The provider refusing the bearer on any booking call (spec §8): played at the BFF's answer.
    await page.route('**/api/provider/facilities/fetchAvailableFacilities**', (r) => r.fulfill({ status: 401, json: { status: false, message: 'Session expired', sessionExpired: true } }));
    await choose(page, 'en', { date: dubai(3), facility: 'Padel Court 1', rangeStartHour: 12, slot: '12:00 PM' });
    await expect(page).toHaveURL(/\/login\?error=SessionExpired&lang=en&nextUrl=%2F%3Flang%3Den$/);
    await expect(page.getByText('Session expired, please login again').first()).toBeVisible();
    await expect.poll(async () => page.evaluate(async () => (await fetch('/api/session')).text())).toBe('{"user":null}');
    await expect(dialog).toHaveCount(0);
    await fillLogin(page, '501234567');
    await expect(page).toHaveURL(/\/\?lang=en$/);
  });

  test('schedule-control channels: a member sees member-only slots, the public does not (spec §6)', async ({ page }) => {
    // Padel Court 2 is members and partners only from 06:00 to 08:00 every day (seed).
    const pick = { date: dubai(3), facility: 'Padel Court 2', rangeStartHour: 6 } as const;
    let dialog = await openBooking(page, 'en');
    await choose(page, 'en', { ...pick, slot: '08:00 AM' });
    await expect(dialog.getByRole('radio', { name: '06:00 AM', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: '07:00 AM', exact: true })).toHaveCount(0);

    await signIn(page, '502222222');
    const session = await page.evaluate(async () => (await fetch('/api/session')).text());
    expect(JSON.parse(session)).toEqual({ user: { name: 'Omar Saleh', anonymous: false, member: true, partner: false } });
    expect(session).not.toContain('MBR-100200');
    dialog = await openBooking(page, 'en');
    await choose(page, 'en', { ...pick, slot: '06:00 AM' });
    await expect(dialog.getByRole('radio', { name: '07:00 AM', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: T.en.continue })).toBeEnabled();
  });


  test('a guest (guest login) adding a ticket that needs participant details is asked to log in (spec §6)', async ({ page }) => {
    // Guest login is offered once the cart holds a facility item: put one there first.
    const dialog = await openBooking(page, 'en');
    await choose(page, 'en', { date: dubai(7), facility: 'Padel Court 1', rangeStartHour: 15, slot: '03:00 PM' });
    await dialog.getByRole('button', { name: T.en.continue }).click();
    await expect(dialog.getByText(T.en.step3)).toBeVisible();
    await dialog.getByRole('button', { name: T.en.done, exact: true }).click();
    await page.getByRole('button', { name: T.en.toCart }).click();
    await expect(page).toHaveURL(/\/cart\?lang=/);

    await page.goto(`/login?lang=en&nextUrl=${encodeURIComponent('/?lang=en')}`);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    const guest = page.getByRole('dialog', { name: 'Continue as guest' });
    await guest.getByLabel('Full name').fill('Guest Booker');
    await guest.getByRole('textbox', { name: 'Mobile number' }).fill('0557654321');
    await guest.getByLabel('Email', { exact: true }).fill('guest-booker@example.com');
    await guest.getByLabel('I agree to the terms and conditions').check();
    await guest.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/\?lang=en$/);
    await expect.poll(async () => page.evaluate(async () => (await fetch('/api/session')).text())).toContain('"anonymous":true');

    const again = await openBooking(page, 'en');
    await choose(page, 'en', { service: 'Swimming', date: dubai(7), rangeStartHour: 9, slot: '10:00 AM' });
    await again.getByRole('button', { name: 'Continue', exact: true }).click();
    await again.getByLabel('I agree to the terms and conditions').check();
    await again.getByRole('button', { name: 'More Adult swim' }).click();
    await again.getByRole('listitem').filter({ hasText: 'Adult swim' }).getByRole('button', { name: /^Add to cart/ }).click();
    const login = page.getByRole('dialog', { name: 'Please Login!' });
    await expect(login).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Visitor details: Lap Pool' })).toHaveCount(0);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Login', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/\?lang=en$/);
  });

  test('two customers race for the last place: exactly one wins', async ({ browser }) => {
    const date = dubai(4);
    const open = async (b: Browser) => {
      const ctx = await b.newContext({ timezoneId: TZ });
      await dismissLeadModal(ctx);
      const page = await ctx.newPage();
      const dialog = await openBooking(page, 'en');
      await choose(page, 'en', { date, facility: 'Padel Court 1', rangeStartHour: 9, slot: '10:00 AM' });
      const cont = dialog.getByRole('button', { name: /^Continue/ });
      await expect(cont).toBeEnabled();
      return { ctx, dialog, cont };
    };
    const [a, b] = await Promise.all([open(browser), open(browser)]);
    await Promise.all([a.cont.click(), b.cont.click()]);
    const outcome = async (x: typeof a) => {
      await expect(x.dialog.getByText('Step 2 of 2').or(x.dialog.getByRole('alert').filter({ hasText: /Maximum capacity reached/ }))).toBeVisible();
      return (await x.dialog.getByText('Step 2 of 2').count()) ? 'won' : 'lost';
    };
    expect([await outcome(a), await outcome(b)].sort()).toEqual(['lost', 'won']);
    await a.ctx.close();
    await b.ctx.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`booking steps and cart have no serious axe violations (${lang})`, async ({ page }) => {
      const axe = async () => {
        const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      };
      const dialog = await openBooking(page, lang);
      await axe();
      // Step 2 (per-capacity tickets).
      await choose(page, lang, { service: lang === 'en' ? 'Swimming' : 'السباحة', date: dubai(2), rangeStartHour: 12, slot: label12(13, lang) });
      await dialog.getByRole('button', { name: T[lang].continue }).click();
      await expect(dialog.getByText(T[lang].step2)).toBeVisible();
      await axe();
      // Step 3 (add-ons) via a private court.
      await dialog.getByRole('button', { name: lang === 'en' ? 'Go back' : 'رجوع' }).click();
      await choose(page, lang, { service: lang === 'en' ? 'Padel' : 'بادل', date: dubai(lang === 'en' ? 5 : 6), facility: lang === 'en' ? 'Padel Court 1' : 'ملعب البادل 1', rangeStartHour: 21, slot: label12(21, lang) });
      await dialog.getByRole('button', { name: T[lang].continue }).click();
      await expect(dialog.getByText(T[lang].step3)).toBeVisible();
      await axe();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.goto(`/cart?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: T[lang].cart })).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await axe();
    });
  }
});

test('the slot grid and steppers work by keyboard; Escape closes the modal', async ({ page }) => {
  await page.goto('/facility-booking?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a facility' })).toBeVisible();
  await page.getByRole('button', { name: 'Book a Court' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Court' });
  await dialog.getByLabel('Service').selectOption({ label: 'Swimming' });
  await dialog.getByLabel('Booking date').fill(dubai(3));
  const slots = dialog.getByRole('group', { name: 'Available time slots' }).getByRole('radio');
  await expect(slots.first()).toBeVisible();
  await slots.first().focus();
  await page.keyboard.press('Space');
  await expect(slots.first()).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(slots.nth(1)).toBeChecked();
  await expect(slots.nth(1)).toBeFocused();
  const cont = dialog.getByRole('button', { name: 'Continue', exact: true });
  await expect(cont).toBeEnabled();
  await cont.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  const more = dialog.getByRole('button', { name: 'More Adult swim' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('group', { name: 'Quantity of Adult swim' }).getByRole('status')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Book a Court' })).toBeFocused();
});

/** Presses Tab (Shift+Tab with back) until `target` has the focus, as a keyboard user would; fails after `max`. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 80, back = false) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

// Issue 6 §6: booking a slot with the keyboard alone, from the page to the cart (no clicks, fills or focus()).
test('keyboard only: open the modal, pick a slot, continue, and reach the cart', async ({ page }) => {
  const { h } = nowInDubai();
  test.skip(h >= 22, 'needs free slots later today');
  await page.goto('/facility-booking?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a facility' })).toBeVisible();
  const open = page.getByRole('button', { name: 'Book a Court' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book a Court' });
  await expect(dialog).toBeVisible();
  const slots = dialog.getByRole('group', { name: 'Available time slots' }).getByRole('radio');
  await expect(slots.first()).toBeVisible();
  await tabTo(page, slots.first());
  await page.keyboard.press('Space');
  await expect(slots.first()).toBeChecked();
  const cont = dialog.getByRole('button', { name: /^Continue/ });
  await expect(cont).toBeEnabled();
  await tabTo(page, cont);
  await page.keyboard.press('Enter');
  // A court with add-ons shows step 3 first; Done leads to the same "book more?" question.
  const more = page.getByRole('button', { name: 'No, go to cart' });
  const done = dialog.getByRole('button', { name: 'Done', exact: true });
  await expect(more.or(done)).toBeVisible();
  if (await done.isVisible()) {
    await tabTo(page, done);
    await page.keyboard.press('Enter');
  }
  await expect(more).toBeVisible();
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart\?lang=en/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 ticket' })).toBeVisible();
});
