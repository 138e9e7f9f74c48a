import { test, expect } from './support/test';
import { OASIS, host } from './support/hosts';
import { dubai, T } from './support/cart';
import { shootWidths } from './support/shots';

/**
 * Issue 24.7 finishing touches: a phone event page shows date, time, place and price above the fold; any length of
 * option text stays inside 390 px (the hostile seed's Arabic date select); the calendar entry links to the event's own
 * page on the venue's host and port and says when and where; Arabic times read number first in the booking modal.
 */
const HOSTILE = host('hostile');

test('phone event page: date, time, place and price above the fold; a long date select stays inside 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, words] of [
    ['en', ['Date', 'Time', 'Place', 'Price']],
    ['ar', ['التاريخ', 'الوقت', 'المكان', 'السعر']],
  ] as const) {
    await page.goto(`${OASIS}/events/2?lang=${lang}`);
    const facts = page.locator('.event-facts');
    await expect(facts.locator('dt')).toHaveText([...words]);
    await expect(facts.locator('dd').nth(1)).toHaveText(lang === 'en' ? /^\d\d:\d\d [AP]M to \d\d:\d\d [AP]M$/ : /^من \d\d:\d\d [صم] إلى \d\d:\d\d [صم]$/);
    await expect(facts.locator('dd').nth(3)).toContainText(lang === 'en' ? 'From AED' : 'ابتداءً من');
    for (const dd of await facts.locator('dd').all()) expect((await dd.boundingBox())!.y + (await dd.boundingBox())!.height, `${lang} fact above the fold`).toBeLessThanOrEqual(844);
    await shootWidths(page, test.info().outputPath(), `event-facts-${lang}`, false);
    await page.setViewportSize({ width: 390, height: 844 });
  }
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`${HOSTILE}/events/36?lang=${lang}`);
    const select = page.locator('#tickets-heading ~ * select').first();
    await expect(select).toBeVisible();
    const box = (await select.boundingBox())!;
    expect(box.x, lang).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, lang).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} page width`).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: test.info().outputPath('hostile-event-select-ar-390.png') });
});

test("the calendar entry links to the event's own page on the venue's host and port, and says when and where", async ({ page }) => {
  await page.goto(`${OASIS}/events/2?lang=en`);
  const calendar = page.getByRole('link', { name: /^Add .* to your calendar$/ }).first();
  const ics = (await (await page.request.get(`${OASIS}${await calendar.getAttribute('href')}`)).text()).replace(/\r\n /g, '');
  expect(ics).toContain(`URL:${OASIS}/events/2?lang=en\r\n`);
  const description = /^DESCRIPTION:(.*)$/m.exec(ics)?.[1] ?? '';
  expect(description).toMatch(/\d\d:\d\d [AP]M to \d\d:\d\d [AP]M/);
  expect(description).toContain(`${OASIS}/events/2?lang=en`);
  expect(ics).toMatch(/^LOCATION:.+$/m);
});

test('Arabic times read number first: slot buttons and the time-range select, with one formatter', async ({ page }) => {
  await page.goto(`${OASIS}/?lang=ar`);
  await page.getByRole('button', { name: T.ar.open }).click();
  const dialog = page.getByRole('dialog', { name: T.ar.open });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await dialog.getByLabel(T.ar.date).fill(dubai(12));
  await dialog.getByRole('group', { name: T.ar.facilities }).getByRole('radio', { name: T.ar.court }).check();
  const range = dialog.getByLabel(T.ar.range);
  await expect(range.locator('option').nth(1)).toHaveText(/^\d\d:\d\d [صم] – \d\d:\d\d [صم]$/);
  await range.selectOption('r6');
  await expect(range.locator('option:checked')).toHaveText('06:00 م – 09:00 م');
  const slot = dialog.getByRole('radio', { name: T.ar.slot, exact: true });
  await expect(slot).toBeVisible();
  // The time is right-to-left text like the page around it: the number is read first (on the right), then "م".
  const face = slot.locator('xpath=..').locator('span');
  await expect(face).toHaveText(/^\d\d:\d\d [صم]$/);
  expect(await face.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const [num, meridiem] = await face.evaluate((el) => {
    const text = el.firstChild!;
    const r = document.createRange();
    r.setStart(text, 0);
    r.setEnd(text, 5);
    const a = r.getBoundingClientRect();
    r.setStart(text, 6);
    r.setEnd(text, 7);
    const b = r.getBoundingClientRect();
    return [a.left, b.left];
  });
  expect(num, 'the number stands to the right of the meridiem').toBeGreaterThan(meridiem);
  await dialog.screenshot({ path: test.info().outputPath('slots-ar.png') });
});
