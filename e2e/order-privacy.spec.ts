import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, dismissLeadModal } from './support/test';
import { OASIS } from './support/hosts';
import { addEventTicket, continueAsGuest, SANDBOX, toCheckout } from './support/cart';

/**
 * Issue 24 item 4 "Orders are personal", "Done when": a guest buys; another browser with the order's address sees
 * nothing personal (no names, no entrance codes, no email in the HTML; PDFs and calendar file refused); a made-up
 * token gets the same page; the guest closes the browser and finds the order again by email code (the sandbox's
 * fixed test code, sandbox/README.md "Accounts"). English and Arabic, phone and laptop. The purchase itself is the
 * English guest checkout of checkout.spec.ts; the pages under test are opened in each language.
 */
const W = {
  en: { private: 'This order is private', find: 'Find my order', email: 'Email', send: 'Send code', code: 'Code', show: 'Show my orders', showOne: 'Show the order', open: (id: number) => `Order #${id}`, success: 'Payment successful', tickets: 'Download tickets (PDF)', signIn: 'Sign in' },
  ar: { private: 'هذا الطلب خاص', find: 'ابحث عن طلبي', email: 'البريد الإلكتروني', send: 'إرسال الرمز', code: 'الرمز', show: 'اعرض طلباتي', showOne: 'اعرض الطلب', open: (id: number) => `الطلب رقم ${id}`, success: 'تم الدفع بنجاح', tickets: 'تنزيل التذاكر (PDF)', signIn: 'تسجيل الدخول' },
} as const;
const DEVICES = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
const TEST_CODE = '123456';

type Ticket = { code: string; holder: string | null };

async function fresh(browser: Browser, viewport: { width: number; height: number }): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport });
  await dismissLeadModal(ctx);
  return { ctx, page: await ctx.newPage() };
}

/** The order as the provider holds it (what must not leak): its tickets' codes and holders. */
async function providerOrder(page: Page, token: string): Promise<{ order_id: number; tickets: Ticket[] }> {
  const res = await page.request.get(`${SANDBOX}/api/v2/orders/${encodeURIComponent(token)}`, { headers: { 'x-site-token': 'oasis-site-token' } });
  return ((await res.json()) as { data: { order_id: number; tickets: Ticket[] } }).data;
}

for (const lang of ['en', 'ar'] as const) {
  for (const [device, viewport] of Object.entries(DEVICES)) {
    test(`a guest's order is theirs alone, and found again by email code (${lang}, ${device})`, async ({ browser }) => {
      test.slow();
      const w = W[lang];
      const n = `${lang}${device}`;
      const name = `Privacy Guest ${n === 'enphone' ? 'One' : n === 'enlaptop' ? 'Two' : n === 'arphone' ? 'Three' : 'Four'}`;
      const email = `privacy.${n}@example.com`;

      // The guest buys (English checkout), paying by card on the provider's page.
      const guest = await fresh(browser, viewport);
      await addEventTicket(guest.page);
      await toCheckout(guest.page);
      await continueAsGuest(guest.page, name, '50111' + String(Object.keys(DEVICES).indexOf(device)) + (lang === 'en' ? '301' : '302'), email);
      await guest.page.getByRole('button', { name: /^Pay AED/ }).click();
      await guest.page.waitForURL(/\/pay\//);
      await guest.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await guest.page.waitForURL(/\/paymentsuccess\//);
      await expect(guest.page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
      const token = decodeURIComponent(/\/paymentsuccess\/([^/?]+)/.exec(guest.page.url())![1]!);
      const order = await providerOrder(guest.page, token);
      expect(order.tickets.length).toBeGreaterThan(0);
      // The owner sees the tickets, where the confirmation went and the way back; the PDF is theirs.
      await expect(guest.page.getByText(order.tickets[0]!.code, { exact: true }).first()).toBeVisible();
      await expect(guest.page.getByText(email).first()).toBeVisible();
      await expect(guest.page.getByRole('link', { name: 'Find my order' })).toBeVisible();
      const pdfHref = (await guest.page.getByRole('link', { name: 'Download tickets (PDF)' }).getAttribute('href'))!;
      expect((await guest.page.request.get(`${OASIS}${pdfHref}`)).status()).toBe(200);

      // Another browser with the order's address: nothing personal, documents refused; a made-up token alike.
      const other = await fresh(browser, viewport);
      const address = `${OASIS}/paymentsuccess/${encodeURIComponent(token)}?lang=${lang}`;
      await other.page.goto(address);
      await expect(other.page.getByRole('heading', { level: 1, name: w.private })).toBeVisible();
      await expect(other.page.getByRole('main').getByRole('link', { name: w.signIn })).toBeVisible();
      const html = await other.page.content();
      for (const t of order.tickets) {
        expect(html).not.toContain(t.code);
        if (t.holder) expect(html).not.toContain(t.holder);
      }
      expect(html).not.toContain(name);
      expect(html).not.toContain(email);
      expect(html).not.toContain(`>#${order.order_id}<`);
      for (const path of [`pdf?kind=tickets&lang=${lang}`, `pdf?kind=receipt&lang=${lang}`, `calendar?lang=${lang}`, `wallet/apple?ticket=1&lang=${lang}`]) {
        const res = await other.ctx.request.get(`${OASIS}/api/orders/${encodeURIComponent(token)}/${path}`, { maxRedirects: 0 });
        expect(res.status(), path).toBe(404);
      }
      const madeUp = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      await other.page.goto(`${OASIS}/paymentsuccess/${encodeURIComponent(madeUp)}?lang=${lang}`);
      await expect(other.page.getByRole('heading', { level: 1, name: w.private })).toBeVisible();
      // A wrong email on the private page reads as a wrong code: nothing said about the order's email.
      await other.page.getByRole('main').getByLabel(w.email, { exact: true }).fill(`someone.${n}@example.com`);
      await other.page.getByRole('main').getByRole('button', { name: w.send }).click();
      await other.page.getByRole('main').getByLabel(w.code, { exact: true }).fill(TEST_CODE);
      await other.page.getByRole('button', { name: w.showOne }).click();
      await expect(other.page.getByRole('main').getByLabel(w.code, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await other.ctx.close();

      // The guest closes the browser; in a new one, Find my order by email and code.
      await guest.ctx.close();
      const back = await fresh(browser, viewport);
      await back.page.goto(`${OASIS}/find-order?lang=${lang}`);
      await expect(back.page.getByRole('heading', { level: 1, name: w.find })).toBeVisible();
      await back.page.getByRole('main').getByLabel(w.email, { exact: true }).fill(email);
      await back.page.getByRole('main').getByRole('button', { name: w.send }).click();
      await expect(back.page.getByRole('status').filter({ hasText: email })).toBeVisible();
      await back.page.getByRole('main').getByLabel(w.code, { exact: true }).fill(TEST_CODE);
      await back.page.getByRole('button', { name: w.show }).click();
      await back.page.getByRole('link', { name: w.open(order.order_id) }).click();
      await expect(back.page.getByRole('heading', { level: 1, name: w.success })).toBeVisible();
      await expect(back.page.getByText(order.tickets[0]!.code, { exact: true }).first()).toBeVisible();
      const again = (await back.page.getByRole('link', { name: w.tickets }).getAttribute('href'))!;
      const pdf = await back.page.request.get(`${OASIS}${again}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await back.ctx.close();

      // The order's address itself proves it too: the order's email and its code open the page.
      const proof = await fresh(browser, viewport);
      await proof.page.goto(address);
      await proof.page.getByRole('main').getByLabel(w.email, { exact: true }).fill(email.toUpperCase());
      await proof.page.getByRole('main').getByRole('button', { name: w.send }).click();
      await proof.page.getByRole('main').getByLabel(w.code, { exact: true }).fill(TEST_CODE);
      await proof.page.getByRole('button', { name: w.showOne }).click();
      await expect(proof.page.getByRole('heading', { level: 1, name: w.success })).toBeVisible();
      await proof.ctx.close();
    });
  }
}
