import { mkdirSync } from 'node:fs';
import { test, expect, type Page } from './support/test';
import type { Locator } from '@playwright/test';
import { OASIS } from './support/hosts';
import { shootWidths } from './support/shots';
import { expectNoSeriousA11yViolations } from './support/axe';
import { payByCard, signInAt } from './support/purchase';
import { addEventTicket, continueAsGuest, toCheckout } from './support/cart';
import { ensurePoppler, pdfText, readableLines } from '../lib/tickets/__tests__/poppler';

/**
 * The order screens' polish: a guest who has just paid stays on the success page (no /login) with the order in
 * view; the receipt's every column is readable at 390 px in English and Arabic; a booking card shows its status
 * once; a hostile long email in the profile breaks only after "@" and dots at 390 px.
 */
const SHOTS = 'test-results/order-polish';
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };
/** Maximilian Wolfe of the hostile test seed (sandbox/seed/test/hostile.json), with a 101-character email. */
const HOSTILE = { mobile: '505550390', email: 'maximilian.alexanderwolfe.steinhausenthethird@reservations.extraordinarilylong.venuedomain.example.com' };

const T = {
  en: { receipt: 'Receipt', item: 'Family Fun Run', labels: ['Qty', 'Price incl. VAT', 'Discount', 'Amount'], discount: '-AED 19.95', status: 'Status', paid: 'Completed', email: 'Email' },
  ar: { receipt: 'الإيصال', item: 'سباق العائلة الممتع', labels: ['الكمية', 'السعر شامل الضريبة', 'الخصم', 'المبلغ'], discount: '-AED 19.95', status: 'الحالة', paid: 'مكتمل', email: 'البريد الإلكتروني' },
} as const;
type Lang = keyof typeof T;

/** The element lies wholly inside the viewport's width and shows all its text (nothing cut by its own box). */
async function expectFullyVisible(el: Locator, width: number) {
  const box = (await el.boundingBox())!;
  expect(box.x, await el.innerText()).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, await el.innerText()).toBeLessThanOrEqual(width);
  expect(await el.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
}

/** Each line of the receipt at 390 px: its name and every figure, each under its column's name, inside the screen. */
async function expectReceiptReadable(page: Page, lang: Lang) {
  const t = T[lang];
  await page.setViewportSize(PHONE);
  const table = page.getByRole('table', { name: new RegExp(`^${t.receipt}`) });
  const wrap = page.getByRole('region', { name: /^Order #|^الطلب رقم/ });
  expect(await wrap.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  // The caption keeps the table's width (not a letter a line once the table is stacked).
  const caption = (await table.locator('caption').boundingBox())!;
  expect(caption.width).toBeGreaterThan(PHONE.width / 2);
  expect(caption.height).toBeLessThan(80);
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByRole('rowheader')).toContainText(t.item);
  await expectFullyVisible(row.getByRole('rowheader'), PHONE.width);
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    const cell = cells.nth(i);
    await expect(cell).toBeVisible();
    // The column's name is shown beside the value when the line is stacked.
    await expect(cell).toContainText(t.labels[i]!);
    await expectFullyVisible(cell, PHONE.width);
    for (const part of await cell.locator('> *').all()) await expectFullyVisible(part, PHONE.width);
  }
  await expect(cells.nth(2)).toContainText(t.discount);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('order screens polish', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guest pays and stays on the success page (no /login) with the order; the receipt reads whole at 390 px (en, ar)', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(f.url());
    });
    await addEventTicket(page);
    // EVENTS20 takes 20 % off the event ticket: the receipt's discount column then has a figure to show.
    await page.getByRole('textbox', { name: 'Promo code' }).fill('EVENTS20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Promo code EVENTS20 applied' })).toBeVisible();
    await toCheckout(page);
    await continueAsGuest(page, 'Hana Guest', '501118877', 'hana.guest@example.com');
    await page.getByRole('button', { name: /^Pay AED/ }).click();
    await page.waitForURL(/\/pay\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/paymentsuccess\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    // The emptied cart ends the guest's session (spec §4); what the page still asks then meets a 401.
    await expect.poll(async () => page.evaluate(async () => (await fetch('/api/session')).text())).toContain('"user":null');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/paymentsuccess\/[A-Za-z0-9_-]+\?lang=en$/);
    expect(visited.filter((u) => new URL(u).pathname.startsWith('/login'))).toEqual([]);
    // The order's details are there: its ticket with QR code, the receipt with its line and the downloads.
    await expect(page.getByRole('img', { name: /^QR code of ticket / })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Receipt' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Receipt · Order #\d+$/ })).toContainText('Adult');
    await expect(page.getByRole('link', { name: 'Download tickets (PDF)' })).toBeVisible();
    // Its ticket PDF, with the guest's (ended) session: the price paid for the ticket, after the promo's 20 %.
    const pdf = await page.context().request.get(`${OASIS}${await page.getByRole('link', { name: 'Download tickets (PDF)' }).getAttribute('href')}`);
    expect(pdf.status()).toBe(200);
    ensurePoppler();
    const ticket = readableLines(pdfText(await pdf.body()));
    expect(ticket).toContain('Price paid');
    expect(ticket).toContain('AED 79.80');

    await expectReceiptReadable(page, 'en');
    await shootWidths(page, SHOTS, 'success-en', true);
    await page.goto(page.url().replace(/lang=en$/, 'lang=ar'));
    await expect(page.getByRole('heading', { level: 1, name: 'تم الدفع بنجاح' })).toBeVisible();
    await expectReceiptReadable(page, 'ar');
    await expectNoSeriousA11yViolations(page, { label: 'stacked receipt, ar, 390 px' });
    await shootWidths(page, SHOTS, 'success-ar', true);
    expect(visited.filter((u) => new URL(u).pathname.startsWith('/login'))).toEqual([]);
  });

  test('a booking card shows one status; a hostile long email breaks only after @ and dots at 390 px (en, ar)', async ({ page }) => {
    await signInAt(page, OASIS, HOSTILE.mobile);
    await addEventTicket(page);
    await payByCard(page, OASIS);
    const orderId = /^Order #(\d+)$/.exec((await page.getByRole('region', { name: /^Order #\d+$/ }).getAttribute('aria-label')) ?? '')?.[1];
    expect(Number(orderId)).toBeGreaterThan(0);
    for (const lang of ['en', 'ar'] as const) {
      const t = T[lang];
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(`${OASIS}/profile/event-bookings?lang=${lang}`);
      const card = page.getByRole('article').filter({ hasText: lang === 'en' ? `Order #${orderId}` : `الطلب رقم ${orderId}` });
      await expect(card).toHaveCount(1);
      // Exactly one status, labelled, its value once on the card (and read once).
      await expect(card.getByRole('term').filter({ hasText: t.status })).toHaveCount(1);
      await expect(card.getByText(t.paid, { exact: true })).toHaveCount(1);
      await expect(card.getByRole('term').filter({ hasText: t.status }).locator('xpath=following-sibling::dd[1]')).toHaveText(t.paid);
      await expectNoSeriousA11yViolations(page, { label: `booking card, ${lang}` });
      await shootWidths(page, SHOTS, `event-bookings-${lang}`, false);

      await page.setViewportSize(PHONE);
      await page.goto(`${OASIS}/profile/user?lang=${lang}`);
      const email = page.getByRole('definition').filter({ hasText: HOSTILE.email });
      await expect(email).toHaveText(HOSTILE.email);
      await expectFullyVisible(email, PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // The lines the address is laid out on, as the reader sees them: several, each ending after "@" or a dot.
      const lines = await email.evaluate((dd) => {
        const out: string[] = [];
        let top: number | null = null;
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? '';
          for (let i = 0; i < text.length; i++) {
            const r = document.createRange();
            r.setStart(n, i);
            r.setEnd(n, i + 1);
            const y = Math.round(r.getBoundingClientRect().top);
            if (top === null || Math.abs(y - top) > 4) {
              out.push(text[i]!);
              top = y;
            } else out[out.length - 1] = `${out[out.length - 1]}${text[i]}`;
          }
        }
        return out;
      });
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.join('')).toBe(HOSTILE.email);
      for (const line of lines.slice(0, -1)) expect(line).toMatch(/[@.]$/);
      await shootWidths(page, SHOTS, `profile-email-${lang}`, false);
    }
  });
});
