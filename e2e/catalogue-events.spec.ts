import { test, expect } from './support/test';

/**
 * Public catalogue, part A (issue 3): events, training, academies, memberships, event invite, sitemap, search,
 * share and add-to-calendar, on the two seeded venues (oasis on localhost, arena on arena.localhost). axe scans these
 * pages in both languages in a11y.spec.ts.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const OASIS = `http://localhost:${PORT}`;
const ARENA = `http://arena.localhost:${PORT}`;

/** The venue's calendar date `days` from today (seed dates are offsets from today in Asia/Dubai). */
function venueDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const oasisRoutes: Array<{ path: string; h1: { en: string | RegExp; ar: string | RegExp } }> = [
  { path: '/events', h1: { en: 'Events', ar: 'الفعاليات' } },
  { path: '/events?page=2', h1: { en: 'Events', ar: 'الفعاليات' } },
  { path: '/events/1', h1: { en: 'Creek Padel Open 2026', ar: 'بطولة الخور المفتوحة للبادل 2026' } },
  { path: '/event-invite', h1: { en: "You're invited", ar: 'أنت مدعو' } },
  { path: '/training', h1: { en: 'Training', ar: 'التدريب' } },
  { path: '/training/11', h1: { en: 'Coach Layla Haddad', ar: 'المدربة ليلى حداد' } },
  { path: '/academies', h1: { en: 'Academies', ar: 'الأكاديميات' } },
  { path: '/academy/22', h1: { en: 'Padel Academy', ar: 'أكاديمية البادل' } },
  { path: '/academy/22/packages', h1: { en: 'Padel Academy: packages', ar: 'باقات أكاديمية البادل' } },
  { path: '/memberships', h1: { en: 'Memberships', ar: 'العضويات' } },
];
const arenaRoutes: typeof oasisRoutes = [
  { path: '/events', h1: { en: 'Events', ar: 'الفعاليات' } },
  { path: '/events/31', h1: { en: 'Desert Beats Live', ar: 'ديزرت بيتس لايف' } },
  { path: '/event-invite', h1: { en: "You're invited", ar: 'أنت مدعو' } },
];

const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

for (const lang of ['en', 'ar'] as const) {
  test(`oasis catalogue routes render in ${lang}`, async ({ page }) => {
    for (const r of oasisRoutes) {
      const res = await page.goto(`${OASIS}${withLang(r.path, lang)}`);
      expect(res?.status(), r.path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.h1[lang]);
    }
  });

  test(`arena event routes render in ${lang}`, async ({ page }) => {
    for (const r of arenaRoutes) {
      const res = await page.goto(`${ARENA}${withLang(r.path, lang)}`);
      expect(res?.status(), r.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.h1[lang]);
    }
  });
}

test('a trainer\'s languages are named in the page\'s language (the provider gives English names)', async ({ page }) => {
  await page.goto(`${OASIS}/training/11?lang=ar`);
  await expect(page.getByRole('main').getByText('الإنجليزية والعربية والإسبانية')).toBeVisible();
  await page.goto(`${OASIS}/training/11?lang=en`);
  await expect(page.getByRole('main').getByText('English, Arabic, Spanish')).toBeVisible();
});

test('the event invite has no header or footer', async ({ page }) => {
  await page.goto(`${OASIS}/event-invite?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: "You're invited" })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Buy tickets' })).toBeVisible();
});

test('arena has no training section: /training goes to the 404 page', async ({ page }) => {
  await page.goto(`${ARENA}/training?lang=en`);
  await expect(page).toHaveURL(/\/404\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('an unknown event id answers the 404 page with a 404 status', async ({ page }) => {
  for (const path of ['/events/999999?lang=en', '/events/not-a-number?lang=ar']) {
    const res = await page.goto(`${OASIS}${path}`);
    expect(res?.status(), path).toBe(404);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
});

test('the events list pages: 16 a page, page 2 by link', async ({ page }) => {
  await page.goto(`${OASIS}/events?lang=en`);
  const list = page.getByRole('main').getByRole('list').filter({ has: page.getByRole('article') });
  await expect(list.getByRole('article')).toHaveCount(16);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/events\?page=2&lang=en$/);
  await expect(page.getByRole('heading', { level: 2, name: "New Year's Day Dip" })).toBeVisible();
});

test('event date filters work in the venue time zone', async ({ page }) => {
  await page.goto(`${OASIS}/events?lang=en`);
  const card = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  await expect(card('Family Fun Run')).toBeVisible();

  await page.getByRole('radio', { name: 'Today' }).check();
  await expect(card('Sunset Yoga on the Lawn')).toBeVisible();
  await expect(card('Creek Padel Open 2026')).toBeVisible();
  await expect(card('Family Fun Run')).toHaveCount(0);

  await page.getByRole('radio', { name: 'This week' }).check();
  await expect(card('Sunset Yoga on the Lawn')).toBeVisible();
  await expect(card('Open Water Swim Clinic')).toHaveCount(0);

  await page.getByRole('radio', { name: 'This month' }).check();
  await expect(card('Sunset Yoga on the Lawn')).toBeVisible();

  await page.getByRole('radio', { name: 'Pick a date' }).check();
  await page.getByLabel('Event date').fill(venueDay(1));
  await expect(card('Family Fun Run')).toBeVisible();
  await expect(card('Creek Padel Open 2026')).toBeVisible();
  await expect(card('Sunset Yoga on the Lawn')).toHaveCount(0);

  // The list has two pages: a date whose event is on page 2 is still found from page 1.
  await page.getByLabel('Event date').fill(venueDay(40));
  await expect(card("New Year's Day Dip")).toBeVisible();
  await expect(card('Family Fun Run')).toHaveCount(0);

  await page.getByLabel('Event date').fill(venueDay(300));
  await expect(page.getByText('No events on the selected dates.')).toBeVisible();

  await page.getByRole('radio', { name: 'All' }).check();
  await expect(card('Moonlight Swim')).toBeVisible();
});

test('event details: prices incl. VAT, location, calendar file', async ({ page }) => {
  await page.goto(`${OASIS}/events/2?lang=en`);
  const tickets = page.getByRole('table');
  // spec §9: (price + tax) × 1, whole numbers without decimals
  await expect(tickets.getByRole('row', { name: /Adult/ })).toContainText('AED 99.75');
  await expect(tickets.getByRole('row', { name: /Child/ })).toContainText('AED 50');
  await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', /destination=25\.2285,55\.3273/);
  await expect(page.getByRole('link', { name: 'Buy tickets' }).first()).toHaveAttribute('href', '#tickets-heading');

  const calendar = page.getByRole('link', { name: /^Add .* to your calendar$/ }).first();
  const ics = await page.request.get(`${OASIS}${await calendar.getAttribute('href')}`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const body = await ics.text();
  expect(body).toContain(`DTSTART;TZID=Asia/Dubai:${venueDay(1).replace(/-/g, '')}T063000`);
  expect(body).toContain('SUMMARY:Family Fun Run');
});

test('share copies the link, and falls back to manual copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: OASIS });
  await page.goto(`${OASIS}/events/1?lang=en`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied for sharing!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${OASIS}/events/1?lang=en`);

  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
  });
  const alerted = page.waitForEvent('dialog').then(async (d) => {
    const message = d.message();
    await d.accept();
    return message;
  });
  await page.getByRole('button', { name: 'Share' }).click();
  expect(await alerted).toContain(`${OASIS}/events/1?lang=en`);
  await expect(page.getByRole('status').filter({ hasText: 'Unable to copy link to clipboard' })).toBeVisible();
});

test('global search finds the padel event and opens it', async ({ page }) => {
  await page.goto(`${OASIS}/?lang=en`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Type to search events, services, and more...' }).fill('padel');
  await page.getByRole('option', { name: /Creek Padel Open 2026/ }).click();
  await expect(page).toHaveURL(/\/events\/1\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creek Padel Open 2026' })).toBeVisible();
});

test('sitemap.xml lists the event pages of its own host only', async ({ page }) => {
  const arena = await (await page.goto(`${ARENA}/sitemap.xml`))!.text();
  expect(arena).toContain('/events/31?lang=en</loc>');
  expect(arena).toContain('/events/31?lang=ar</loc>');
  expect(arena).not.toContain('/events/1?lang=');
  expect(arena).not.toContain('/training');
  const oasis = await (await page.goto(`${OASIS}/sitemap.xml`))!.text();
  expect(oasis).toContain('/events/1?lang=en</loc>');
  expect(oasis).toContain('/training/11?lang=ar</loc>');
  expect(oasis).not.toContain('/events/31?lang=');
  const robots = await (await page.goto(`${ARENA}/robots.txt`))!.text();
  expect(robots).toContain('Sitemap: http://arena.localhost');
});
