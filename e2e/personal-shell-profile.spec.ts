import { test, expect } from './support/test';
import { OASIS } from './support/hosts';
import { cachedAnswer } from './support/cache';
import { signInTo } from './support/orders';

/**
 * Issue 27 item 3: /profile/user is a cached shell like the transactions page (e2e/personal-shell.spec.ts): the same
 * bytes for every customer, `private, no-store`; the customer's details and the forms' values are read by the islands.
 * Layla (501234567) is a customer, Noura (503333333) an approved partner; Mona Saleh (508181818) is used only by the
 * shell specs.
 */
const PATH = '/profile/user';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the profile shell is the same for two customers and private; each edits their own values', async ({ browser }) => {
  const bodies: string[] = [];
  for (const [mobile, first, partner] of [['501234567', 'Layla', false], ['503333333', 'Noura', true]] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInTo(page, OASIS, mobile, `${PATH}?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Edit profile' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue(first);
    await expect(page.getByRole('region', { name: 'Display and language' }).getByRole('button', { name: 'Save preferences' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Partner Tools' })).toHaveCount(partner ? 1 : 0);
    const answer = await cachedAnswer(page.request, `${OASIS}${PATH}?lang=en`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toContain('no-store');
    expect(answer.headers()['cache-control']).toContain('private');
    bodies.push(await answer.text());
    await context.close();
  }
  expect(bodies[0]).toBe(bodies[1]);
  for (const name of ['Layla', 'Noura']) expect(bodies[0]).not.toContain(name);
});

test('documents uploaded on the Arabic profile shell are listed at once, one after the other, and after a reload', async ({ page }) => {
  await signInTo(page, OASIS, '508181818', `${PATH}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'تعديل الملف الشخصي' }).getByRole('textbox', { name: 'الاسم الأول' })).toHaveValue('Mona');
  const documents = page.getByRole('region', { name: 'المستندات' });
  await documents.getByRole('combobox', { name: 'المستند' }).selectOption('id_back');
  await documents.getByLabel('الملف', { exact: true }).setInputFiles({ name: 'back-of-id.png', mimeType: 'image/png', buffer: PNG });
  await documents.getByRole('button', { name: 'رفع المستند' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم رفع المستند.' })).toBeVisible();
  await expect(documents.getByRole('listitem')).toContainText('back-of-id.png');
  // A second upload comes back to the same address (?done=document): the list is read again all the same.
  await documents.getByRole('combobox', { name: 'المستند' }).selectOption('passport');
  await documents.getByLabel('الملف', { exact: true }).setInputFiles({ name: 'passport-page.png', mimeType: 'image/png', buffer: PNG });
  await documents.getByRole('button', { name: 'رفع المستند' }).click();
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  await expect(documents.getByRole('listitem').filter({ hasText: 'passport-page.png' })).toHaveCount(1);
  await page.reload();
  const listed = page.getByRole('region', { name: 'المستندات' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.filter({ hasText: 'back-of-id.png' })).toHaveCount(1);
});

test('the family shell is the same for two customers and private; each reads their own family', async ({ browser }) => {
  const bodies: string[] = [];
  for (const mobile of ['501234567', '503333333']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInTo(page, OASIS, mobile, '/profile/family?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Family Members' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Family Members' }).or(page.getByText('No family members saved yet.'))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add family member' }).getByRole('button', { name: 'Save' })).toBeVisible();
    const answer = await cachedAnswer(page.request, `${OASIS}/profile/family?lang=en`);
    expect(answer.headers()['cache-control']).toContain('no-store');
    bodies.push(await answer.text());
    await context.close();
  }
  expect(bodies[0]).toBe(bodies[1]);
});

test('the partner shell is the same for a partner and a customer; the partner reads their credit and guests, the customer is told', async ({ browser }) => {
  const bodies: string[] = [];
  for (const [mobile, partner] of [['503333333', true], ['501234567', false]] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInTo(page, OASIS, mobile, '/profile/partner?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Tools' })).toBeVisible();
    if (partner) {
      await expect(page.getByRole('region', { name: 'Credit facility' }).getByText('Credit limit')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Guest list' })).toBeVisible();
    } else {
      await expect(page.getByText('Partner tools are for approved business partners.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Guest list' })).toHaveCount(0);
    }
    const answer = await cachedAnswer(page.request, `${OASIS}/profile/partner?lang=en`);
    expect(answer.headers()['cache-control']).toContain('no-store');
    bodies.push(await answer.text());
    await context.close();
  }
  expect(bodies[0]).toBe(bodies[1]);
});
