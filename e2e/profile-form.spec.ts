import { test, expect } from './support/test';
import { OASIS } from './support/hosts';
import { signInAt } from './support/purchase';

/**
 * Issue 24 §8, spec §3 customer profile form: nationality is chosen from the countries by name, in the page's
 * language (the profile stores the ISO alpha-2 code, as before), never typed as a code; religion from the venue's
 * religions (site config); the purpose of visit from its customer tags. Maximilian Wolfe of the
 * hostile test seed: no other spec reads his nationality.
 */
test('the profile form picks the nationality by country name and the religion from the venue\'s list, and keeps them (ar)', async ({ page }) => {
  await signInAt(page, OASIS, '505550390');
  // Issue 27 item 3: a personal page and the session endpoint say how long the provider took and the storefront's own
  // time; a cached public page does not carry it.
  // The profile page is a cached shell (no provider call of its own); the island's read through the provider door
  // makes at least one. (The session's name may come from its five-second memory: no provider call then.)
  for (const [path, calls] of [['/profile/user?lang=ar', '\\d+'], ['/api/provider/customers/profile', '[1-9]\\d*'], ['/api/session', '\\d+']] as const) {
    const timing = (await page.request.get(`${OASIS}${path}`)).headers()['server-timing'] ?? '';
    expect(timing, path).toMatch(new RegExp(`^provider;dur=[\\d.]+;desc="${calls} calls", app;dur=[\\d.]+;desc="storefront", total;dur=[\\d.]+$`));
  }
  expect((await page.request.get(`${OASIS}/events?lang=ar`)).headers()['server-timing']).toBeUndefined();
  await page.goto(`${OASIS}/profile/user?lang=ar`);
  const form = page.getByRole('region', { name: 'تعديل الملف الشخصي' });
  const nationality = form.getByRole('combobox', { name: 'الجنسية' });
  await nationality.selectOption({ label: 'فرنسا' });
  // Spec §3 religion_id: chosen from the venue's religions (site config), kept by the provider.
  await form.getByRole('combobox', { name: 'الديانة' }).selectOption({ label: 'Christianity' });
  // Spec §3 customer_tag: the purpose of visit from the venue's customer tags, named in Arabic.
  await form.getByRole('combobox', { name: 'الغرض من الزيارة' }).selectOption({ label: 'تدريب' });
  await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page.getByText('تم حفظ الملف الشخصي.')).toBeVisible();
  await page.reload();
  const saved = page.getByRole('region', { name: 'تعديل الملف الشخصي' });
  await expect(saved.getByRole('combobox', { name: 'الجنسية' })).toHaveValue('FR');
  await expect(saved.getByRole('combobox', { name: 'الديانة' })).toHaveValue('2');
  await expect(saved.getByRole('combobox', { name: 'الغرض من الزيارة' })).toHaveValue('2');
});
