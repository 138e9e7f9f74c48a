import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect, type Page } from './support/test';
import { ARENA, OASIS, TEMPLE } from './support/hosts';
import { SANDBOX_API, dubaiDate, placePaidFacilityOrder, sandboxLogin, signInTo } from './support/orders';

/**
 * Issue 25 items 1 and 5 in Chromium: a signed-in customer opens an order's tickets and the gate view online; the
 * service worker (Serwist) keeps them; with the network off (Playwright's offline mode) a reload shows the kept
 * copy, QR codes included, saying it is offline and when it was last updated, in English and Arabic. The version
 * check still reaches the server (never answered from the cache), and signing out deletes the kept tickets. Every
 * venue host is installable (DevTools `Page.getInstallabilityErrors` is empty). Screenshots at 390 px in
 * test-results/offline/.
 */
const CUSTOMER = '501234567';
const TICKETS_CACHE = 'storefront-tickets';
const OUT = 'test-results/offline';
const T = {
  en: { order: (id: number) => `Order #${id}`, offline: 'You are offline. These are the tickets kept on this device.', updated: /^Last updated /, kept: /stay on this phone/, qr: /^QR code of ticket /, gate: 'Show at the gate', gateTitle: /^At the gate/, login: 'Login' },
  ar: { order: (id: number) => `الطلب رقم ${id}`, offline: 'أنت غير متصل بالإنترنت. هذه هي التذاكر المحفوظة على هذا الجهاز.', updated: /^آخر تحديث /, kept: /تبقى على هذا الهاتف/, qr: /^رمز الاستجابة السريعة للتذكرة /, gate: 'اعرضها عند البوابة', gateTitle: /^عند البوابة/, login: 'تسجيل الدخول' },
} as const;

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

let orderId = 0;
test.beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  // A day of its own per worker start: a restarted worker places another order, not one the slot has no room for.
  orderId = await placePaidFacilityOrder(CUSTOMER, dubaiDate(20 + Math.floor(Math.random() * 60)), '17:00:00', '18:00:00');
});

const cachedCopy = (page: Page) =>
  page.evaluate(async (name) => {
    // ignoreVary: the page was kept under the navigation's own request, whose headers differ from a script's.
    const hit = await (await caches.open(name)).match(window.location.href, { ignoreVary: true });
    return hit ? /data-rendered-at="([^"]+)"/.exec(await hit.text())?.[1] ?? 'no-stamp' : null;
  }, TICKETS_CACHE);

for (const lang of ['en', 'ar'] as const) {
  test(`tickets seen online open offline with their QR codes (${lang})`, async ({ page, context }) => {
    const t = T[lang];
    const orderPath = `/profile/view-tickets/${orderId}?lang=${lang}`;
    await signInTo(page, OASIS, CUSTOMER, orderPath);
    await expect(page.getByRole('heading', { level: 1, name: t.order(orderId) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.kept })).toBeVisible();
    await expect.poll(() => cachedCopy(page), { timeout: 20_000 }).toMatch(/^\d{4}-/);
    const kept = await cachedCopy(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.order(orderId) })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: t.offline });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(t.updated)).toBeVisible();
    // The session cannot be asked offline: the header offers no "Login" that would lead nowhere.
    await expect(page.getByRole('link', { name: t.login, exact: true })).toHaveCount(0);
    // The venue's logo was kept with the page: drawn, not a broken image.
    await expect.poll(() => page.getByRole('banner').getByRole('img').first().evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    // The kept copy, not a fresh page: the same render as the one in the cache.
    await expect(page.locator('[data-rendered-at]').first()).toHaveAttribute('data-rendered-at', kept!);
    const qr = page.getByRole('img', { name: t.qr }).first();
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.width).toBeGreaterThan(100);
    await page.screenshot({ path: `${OUT}/offline-tickets-${lang}-390.png`, fullPage: true });
    // The version check is never answered from the device: offline it fails, as without a worker.
    expect(await page.evaluate(() => fetch('/version.json').then(() => 'answered', () => 'failed'))).toBe('failed');

    await context.setOffline(false);
    expect(await page.evaluate(() => fetch('/version.json', { cache: 'no-store' }).then((r) => r.status))).toBe(200);
    // Signing out deletes the kept tickets; the pages are then the login page, not the customer's copy.
    await page.goto(`${OASIS}/logout?lang=${lang}`);
    await page.waitForURL((u) => !u.pathname.startsWith('/logout'));
    expect(await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, TICKETS_CACHE)).toBe(0);
    await context.setOffline(true);
    const res = await page.goto(`${OASIS}${orderPath}`).catch(() => null);
    expect(res?.ok() ?? false).toBe(false);
    await context.setOffline(false);
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`the gate view seen online opens offline (${lang})`, async ({ page, context }) => {
    const t = T[lang];
    await signInTo(page, OASIS, CUSTOMER, `/profile/view-tickets/${orderId}/gate?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: t.gateTitle })).toBeVisible();
    await expect.poll(() => cachedCopy(page), { timeout: 20_000 }).toMatch(/^\d{4}-/);
    const kept = await cachedCopy(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.gateTitle })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.offline })).toBeVisible();
    await expect(page.locator('[data-rendered-at]').first()).toHaveAttribute('data-rendered-at', kept!);
    await expect(page.getByRole('img', { name: t.qr }).first()).toBeVisible();
    await page.screenshot({ path: `${OUT}/offline-gate-${lang}-390.png` });
    await context.setOffline(false);
  });
}

/** The customer cancels the order's booking elsewhere (another device): straight through the provider's cancel. */
async function cancelElsewhere(mobile: string, order: number): Promise<void> {
  const bearer = await sandboxLogin(mobile);
  const r = await fetch(`${SANDBOX_API}/api/v2/customers/bookings/${order}/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-token': 'oasis-site-token', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ line: 0 }),
  });
  expect(r.status).toBe(200);
}

// Issue 25, faults: an order cancelled since its tickets were kept says so in the kept copy from the next visit
// online, and its wallet passes are no longer offered.
test('a kept order cancelled since: the next visit online updates the kept copy, which then says so offline (ar)', async ({ page, context }) => {
  const own = await placePaidFacilityOrder(CUSTOMER, dubaiDate(20 + Math.floor(Math.random() * 60)), '19:00:00', '20:00:00');
  const orderPath = `/profile/view-tickets/${own}?lang=ar`;
  await signInTo(page, OASIS, CUSTOMER, orderPath);
  await expect(page.getByRole('link', { name: 'إضافة إلى Apple Wallet' }).first()).toBeVisible();
  await expect.poll(() => cachedCopy(page), { timeout: 20_000 }).toMatch(/^\d{4}-/);

  await cancelElsewhere(CUSTOMER, own);
  await page.reload();
  const note = page.getByRole('note').filter({ hasText: 'ولم تعد تذاكره صالحة' });
  await expect(note).toBeVisible();
  await expect(page.locator('[data-wallet]')).toHaveCount(0);
  const synced = await page.locator('[data-rendered-at]').first().getAttribute('data-rendered-at');
  await expect.poll(() => cachedCopy(page), { timeout: 20_000 }).toBe(synced);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: T.ar.offline })).toBeVisible();
  await expect(note).toBeVisible();
  await expect(page.locator('[data-wallet]')).toHaveCount(0);
  await page.screenshot({ path: `${OUT}/offline-cancelled-ar-390.png`, fullPage: true });
  await context.setOffline(false);
});

test('the gate view: one full-width ticket per screen, screen kept on where Wake Lock exists', async ({ page }) => {
  await signInTo(page, OASIS, CUSTOMER, `/profile/view-tickets/${orderId}/gate?lang=en`);
  const slide = page.getByRole('listitem', { name: 'Ticket 1 of 1' });
  await expect(slide).toBeVisible();
  const qr = slide.getByRole('img', { name: /^QR code of ticket / });
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  await expect(slide.getByText('Place')).toBeVisible();
  // Where this browser grants a screen wake lock, the page holds one (says so); where it does not, nothing breaks.
  const grants = await page.evaluate(() =>
    'wakeLock' in navigator
      ? (navigator as Navigator & { wakeLock: { request: (t: 'screen') => Promise<{ release: () => Promise<void> }> } }).wakeLock.request('screen').then(
          (s) => s.release().then(() => true),
          () => false,
        )
      : false,
  );
  if (grants) await expect(page.locator('[data-wake-lock="on"]')).toBeVisible();
  else await expect(page.locator('[data-wake-lock="on"]')).toHaveCount(0);
});

// A persistent profile: Chromium reports every page of an off-the-record context (Playwright's usual one) as
// 'in-incognito', which is not about the storefront.
for (const base of [OASIS, ARENA, TEMPLE]) {
  test(`installable on ${new URL(base).hostname}: no installability errors`, async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'e2e-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH || undefined, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => window.sessionStorage.setItem('leadFormDismissed', '1'));
      await page.goto(`${base}/?lang=en`);
      const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifest).toBe('/pwa/manifest.webmanifest?locale=en');
      // From the page: Node does not resolve *.localhost, the browser does.
      expect(await page.evaluate(() => fetch('/pwa/icon-512.png').then((r) => r.headers.get('content-type')))).toBe('image/png');
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), { timeout: 30_000 })
        .toEqual([]);
    } finally {
      await context.close();
    }
  });
}
