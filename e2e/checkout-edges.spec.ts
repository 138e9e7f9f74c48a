import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, dismissLeadModal, type Page } from './support/test';
import { OASIS } from './support/hosts';
import { signInAt } from './support/purchase';
import { addEventTicket, continueAsGuest, SANDBOX, toCheckout } from './support/cart';
import { ensurePoppler, readableLines } from '../lib/tickets/__tests__/poppler';

/**
 * Issue 12's edges in a real browser: two browsers racing for the last ticket of an event sell exactly its capacity;
 * a partner over the credit limit is refused by the server itself (whatever the page let through); the success
 * page's ticket PDF, downloaded by the browser, carries the Arabic venue name and the price paid as written.
 */
const LAST_TICKET = { event: 14, ticketId: 1450, name: 'Player' } as const; // capacity 1 (sandbox/seed/default.commerce.json)

type AdminOrder = { order_id: number; status: string; lines: Array<{ place: { kind: string; ticket_id?: number } | null; quantity: number }> };
const adminOrders = async (request: APIRequestContext) =>
  ((await (await request.get(`${SANDBOX}/__admin/orders?venue=oasis-site-token`)).json()) as { data: AdminOrder[] }).data;
/** Places of the last ticket that orders hold or sold (pending payment or paid). */
const lastTicketPlaces = (orders: AdminOrder[]) =>
  orders
    .filter((o) => o.status === 'pending_payment' || o.status === 'paid')
    .flatMap((o) => o.lines)
    .filter((l) => l.place?.kind === 'event' && l.place.ticket_id === LAST_TICKET.ticketId)
    .reduce((n, l) => n + l.quantity, 0);

test('two browsers race for the last ticket: exactly one gets it, the other is told it is sold out; its PDF in Arabic', async ({ browser, request }) => {
  // Two browsers, two guests, each with the last ticket in the cart and Pay in front of them.
  test.setTimeout(180_000);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages: Page[] = await Promise.all(
    contexts.map(async (ctx, i) => {
      await dismissLeadModal(ctx);
      const page = await ctx.newPage();
      await addEventTicket(page, 1, OASIS, LAST_TICKET.event, LAST_TICKET.name);
      await toCheckout(page);
      await continueAsGuest(page, `Racer ${i ? 'Two' : 'One'}`, `50111330${i}`, `racer${i}@example.com`);
      return page;
    }),
  );
  expect(lastTicketPlaces(await adminOrders(request))).toBe(0);
  const answers = pages.map((p) => p.waitForResponse((r) => new URL(r.url()).pathname === '/api/checkout/order'));
  await Promise.all(pages.map((p) => p.getByRole('button', { name: 'Pay AED 30' }).click()));
  const statuses = await Promise.all(answers.map(async (a) => (await a).status()));
  expect([...statuses].sort()).toEqual([200, 409]);
  const winner = pages[statuses.indexOf(200)]!;
  const loser = pages[statuses.indexOf(409)]!;
  await expect(loser.getByRole('alert').filter({ hasText: 'Maximum capacity reached' })).toBeVisible();
  await expect(loser).toHaveURL(/step=checkout/);
  expect(lastTicketPlaces(await adminOrders(request))).toBe(1);

  await winner.waitForURL(/\/pay\//);
  await winner.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(winner.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const links = Object.fromEntries(
    await Promise.all(['Download tickets (PDF)', 'Download receipt (PDF)'].map(async (name) => [name, (await winner.getByRole('link', { name }).getAttribute('href'))!] as const)),
  );
  expect(lastTicketPlaces(await adminOrders(request))).toBe(1);
  // The loser trying again still gets nothing: capacity 1 is sold once.
  await loser.getByRole('button', { name: 'Pay AED 30' }).click();
  await expect(loser.getByRole('alert').filter({ hasText: 'Maximum capacity reached' })).toBeVisible();
  expect(lastTicketPlaces(await adminOrders(request))).toBe(1);

  // The success page's ticket PDF, in Arabic, fetched with the winning browser's cookies. (Not by a click: the guest's
  // session ends with the emptied cart (spec §4), and the success page may then meet a 401 and leave for /login
  // while a download runs; noted in the report of this branch.)
  const arabicPdf = async (name: string, file: string) => {
    const arHref = links[name]!.replace(/([?&])lang=en\b/, '$1lang=ar');
    expect(arHref).toMatch(/[?&]lang=ar/);
    const pdf = await winner.context().request.get(`${OASIS}${arHref}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const path = test.info().outputPath(file);
    writeFileSync(path, await pdf.body());
    ensurePoppler();
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  };
  const tickets = readableLines(await arabicPdf('Download tickets (PDF)', 'tickets-ar.pdf'));
  expect(tickets).toContain('نادي الواحة الرياضي');
  expect(tickets).toContain('ليلة سلّم تنس الطاولة');
  expect(tickets).toContain(`Racer ${statuses.indexOf(200) ? 'Two' : 'One'}`);
  // The ticket carries the price paid for it, labelled in Arabic, as the receipt writes it (28.57 + 1.43 VAT).
  expect(tickets).toContain('السعر المدفوع');
  expect(tickets).toContain('AED 30');
  expect(tickets.filter((l) => /\d\s*AED|DEA/.test(l))).toEqual([]);
  const receiptText = await arabicPdf('Download receipt (PDF)', 'receipt-ar.pdf');
  const receipt = readableLines(receiptText);
  expect(receipt).toContain('نادي الواحة الرياضي');
  expect(receipt.some((l) => l.includes('AED 30'))).toBe(true);
  // Nothing turned around in the right-to-left page ("30 AED", "03 DEA").
  expect(receiptText).not.toMatch(/\d\s*AED|DEA/);
  await Promise.all(contexts.map((c) => c.close()));
});

test('a partner over the credit limit is refused by the server, not only by the page', async ({ page, request }) => {
  await signInAt(page, OASIS, '503333333');
  await addEventTicket(page, 1);
  await toCheckout(page);
  await page.getByRole('radio', { name: /^Credit facility/ }).check();
  const pay = page.getByRole('button', { name: 'Pay AED 99.75' });
  // One ticket is within the credit the page knows of: Pay is open.
  await expect(pay).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: 'You are exceeding allowed credit limit' })).toHaveCount(0);
  const before = (await adminOrders(request)).length;
  // What leaves the browser is raised to five tickets (AED 498.75, over the AED 400 left): a page that was tampered
  // with, or a balance that changed since the page read it. The server must refuse it by itself.
  await page.route('**/api/checkout/order', async (route) => {
    const body = JSON.parse(route.request().postData()!) as { bundle: { event: Array<{ quantity: number }> } };
    body.bundle.event[0]!.quantity = 5;
    await route.continue({ postData: JSON.stringify(body) });
  });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/checkout/order');
  await pay.click();
  const res = await answer;
  expect(res.status()).toBe(422);
  expect(await res.json()).toMatchObject({ ok: false, code: 'credit_limit', message: 'You are exceeding allowed credit limit' });
  await expect(page.getByRole('alert').filter({ hasText: 'You are exceeding allowed credit limit' })).toBeVisible();
  expect((await adminOrders(request)).length).toBe(before);
});
