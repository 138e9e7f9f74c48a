import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, dismissLeadModal, type Page } from './support/test';
import { OASIS } from './support/hosts';
import { signInAt } from './support/purchase';
import { addEventTicket, continueAsGuest, SANDBOX, toCheckout } from './support/cart';
import { ensurePoppler } from '../lib/tickets/__tests__/poppler';

/**
 * Issue 12's edges in a real browser: two browsers racing for the last ticket of an event sell exactly its capacity;
 * a partner over the credit limit is refused by the server itself (whatever the page let through); the success
 * page's ticket PDF, downloaded by the browser, carries the Arabic venue name and the price as written.
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
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages: Page[] = [];
  for (const [i, ctx] of contexts.entries()) {
    await dismissLeadModal(ctx);
    const page = await ctx.newPage();
    await addEventTicket(page, 1, OASIS, LAST_TICKET.event, LAST_TICKET.name);
    await toCheckout(page);
    await continueAsGuest(page, `Racer ${i ? 'Two' : 'One'}`, `50111330${i}`, `racer${i}@example.com`);
    pages.push(page);
  }
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
  expect(lastTicketPlaces(await adminOrders(request))).toBe(1);
  // The loser trying again still gets nothing: capacity 1 is sold once.
  await loser.getByRole('button', { name: 'Pay AED 30' }).click();
  await expect(loser.getByRole('alert').filter({ hasText: 'Maximum capacity reached' })).toBeVisible();
  expect(lastTicketPlaces(await adminOrders(request))).toBe(1);

  // The same success page in Arabic; its ticket PDF downloaded by the browser.
  const url = new URL(winner.url());
  url.searchParams.set('lang', 'ar');
  await winner.goto(url.toString());
  const download = winner.waitForEvent('download');
  await winner.getByRole('link', { name: 'تنزيل التذاكر (PDF)' }).click();
  const file = test.info().outputPath('tickets-ar.pdf');
  await (await download).saveAs(file);
  ensurePoppler();
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const lines = text.split('\n').map((l) => l.trim());
  expect(lines).toContain('نادي الواحة الرياضي');
  expect(lines).toContain('AED 30');
  // Nothing turned around in the right-to-left page ("30 AED", "03 DEA").
  expect(text).not.toMatch(/\d\s*AED|DEA/);
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
