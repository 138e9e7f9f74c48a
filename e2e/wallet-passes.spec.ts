import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { dismissLeadModal, test, expect } from './support/test';
import { OASIS } from './support/hosts';
import { dubaiDate, placePaidFacilityOrder, signInTo } from './support/orders';

/**
 * Issue 25 items 2 to 4 in the browser: the signed-in customer's order page offers, under each ticket, "Add to
 * Apple Wallet" and "Save to Google Wallet" (the e2e server's Oasis venue has throwaway credentials made with openssl
 * by playwright.config.ts). The downloaded pass unzips, its manifest hashes every file and its signature verifies
 * with `openssl smime` against the test CA; the Google link redirects to Google with a JWT that verifies with the
 * service account's key. A made-up order is a 404, another customer's request answers as the tickets PDF does.
 */
const CUSTOMER = '501234567';
const MEMBER = '502222222';
const WALLET_DIR = process.env.E2E_WALLET_DIR!;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let orderId = 0;
test.beforeAll(async () => {
  orderId = await placePaidFacilityOrder(CUSTOMER, dubaiDate(17), '18:00:00', '19:00:00');
});

function unzip(buf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pkpass-'));
  writeFileSync(path.join(dir, 't.pkpass'), buf);
  execFileSync('unzip', ['-q', 't.pkpass', '-d', 'pass'], { cwd: dir });
  return path.join(dir, 'pass');
}

test('the order page offers both wallets per ticket; the pass is signed and the JWT verifies', async ({ page }) => {
  await signInTo(page, OASIS, CUSTOMER, `/profile/view-tickets/${orderId}?lang=en`);
  const ticket = page.getByRole('article').filter({ has: page.getByRole('group', { name: 'Wallet passes for ticket 1' }) });
  await expect(ticket).toHaveCount(1);
  const apple = ticket.getByRole('link', { name: 'Add to Apple Wallet' });
  const google = ticket.getByRole('link', { name: 'Save to Google Wallet' });
  await expect(apple).toBeVisible();
  await expect(google).toBeVisible();
  const code = (await ticket.locator('p[dir="ltr"]').first().textContent())!.trim();

  const download = page.waitForEvent('download');
  await apple.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ticket-${orderId}-1.pkpass`);
  const dir = unzip(readFileSync((await file.path())!));
  const names = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  expect(names).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png', 'en.lproj/pass.strings', 'ar.lproj/pass.strings']));
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, string>;
  for (const name of names.filter((n) => n !== 'manifest.json' && n !== 'signature')) {
    expect(manifest[name], name).toBe(createHash('sha1').update(readFileSync(path.join(dir, name))).digest('hex'));
  }
  execFileSync('openssl', ['smime', '-verify', '-binary', '-inform', 'DER', '-in', path.join(dir, 'signature'), '-content', path.join(dir, 'manifest.json'), '-CAfile', path.join(WALLET_DIR, 'wwdr.pem'), '-purpose', 'any', '-out', '/dev/null'], { stdio: 'pipe' });
  const pass = JSON.parse(readFileSync(path.join(dir, 'pass.json'), 'utf8'));
  expect(pass.barcodes[0]).toMatchObject({ message: code, format: 'PKBarcodeFormatQR' });
  expect(pass.backgroundColor).toBe('rgb(11, 110, 79)');
  expect(readFileSync(path.join(dir, 'ar.lproj', 'pass.strings'), 'utf8')).toContain('"Place" = "المكان";');

  const res = await page.request.get((await google.getAttribute('href'))!, { maxRedirects: 0 });
  expect(res.status()).toBe(303);
  const location = res.headers()['location']!;
  expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
  const key = JSON.parse(readFileSync(path.join(WALLET_DIR, 'service-account.json'), 'utf8')) as { private_key: string; client_email: string };
  const { payload } = await jwtVerify(location.split('/').pop()!, createPublicKey(key.private_key), { issuer: key.client_email, audience: 'google', algorithms: ['RS256'] });
  const objects = (payload.payload as { eventTicketObjects: Array<{ barcode: { value: string }; state: string }> }).eventTicketObjects;
  expect(objects[0]).toMatchObject({ state: 'ACTIVE', barcode: { value: code } });

  await page.goto(`${OASIS}/profile/view-tickets/${orderId}?lang=ar`);
  await expect(page.getByRole('link', { name: 'إضافة إلى Apple Wallet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'الحفظ في Google Wallet' })).toBeVisible();

  // Issue 25 item 4: the result page, seen by its signed-in owner, offers the wallets and keeping the tickets on the
  // device (their order page, which the service worker keeps).
  const token = /\/api\/orders\/([^/]+)\/pdf/.exec((await page.getByRole('link', { name: /PDF/ }).first().getAttribute('href'))!)![1];
  await page.goto(`${OASIS}/paymentsuccess/${token}?lang=en`);
  await expect(page.getByRole('link', { name: 'Add to Apple Wallet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keep on this device' })).toHaveAttribute('href', `/profile/view-tickets/${orderId}?lang=en`);
});

test('a made-up order is a 404; another customer gets what the tickets PDF gives them', async ({ page, browser }) => {
  await signInTo(page, OASIS, CUSTOMER, `/profile/view-tickets/${orderId}?lang=en`);
  const href = (await page.getByRole('link', { name: 'Add to Apple Wallet' }).first().getAttribute('href'))!;
  const token = decodeURIComponent(/\/api\/orders\/([^/]+)\//.exec(href)![1]!);
  for (const kind of ['apple', 'google']) {
    const made = await page.request.get(`${OASIS}/api/orders/${'0'.repeat(token.length)}/wallet/${kind}?ticket=1&lang=en`, { maxRedirects: 0 });
    expect(made.status()).toBe(404);
    const noTicket = await page.request.get(`${OASIS}/api/orders/${encodeURIComponent(token)}/wallet/${kind}?ticket=9&lang=en`, { maxRedirects: 0 });
    expect(noTicket.status()).toBe(404);
  }
  const other = await browser.newContext();
  await dismissLeadModal(other);
  const member = await other.newPage();
  await signInTo(member, OASIS, MEMBER, '/profile/user?lang=en');
  const pdf = await member.request.get(`${OASIS}/api/orders/${encodeURIComponent(token)}/pdf?kind=tickets&lang=en`);
  const pass = await member.request.get(`${OASIS}/api/orders/${encodeURIComponent(token)}/wallet/apple?ticket=1&lang=en`);
  expect(pass.status() === 200).toBe(pdf.status() === 200);
  if (pdf.status() !== 200) expect(pass.status()).toBe(404);
  await other.close();
});
