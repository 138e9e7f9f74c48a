import { test, expect } from './support/test';
import { toasts } from './support/toasts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dubai, T, fillLogin, signIn, openBooking, choose } from './support/booking';

/**
 * Facility booking end to end (issue 5) against the sandbox's oasis venue (host localhost, facility booking on,
 * participant details on, terms on). Dates are computed in the venue's zone (Asia/Dubai, pinned in the config);
 * tests that hold private slots use different dates or facilities so parallel workers never collide.
 */
test.describe('facility booking: participants, sign-in and channels', () => {
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

    await expectNoSeriousA11yViolations(page, { include: 'dialog[open]' });

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
});
