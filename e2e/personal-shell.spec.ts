import { test, expect, type Page } from './support/test';
import { OASIS } from './support/hosts';
import { cachedAnswer } from './support/cache';
import { signInTo } from './support/orders';

/**
 * Issue 27 item 3: /profile/transactions (and the wallet and Q-points pages) is a cached shell, the same bytes for every customer of the venue, answered
 * `private, no-store`; the customer's list is read in the browser and the partner entry shown from the session.
 * Layla (501234567) is a customer; Noura (503333333) an approved partner (sandbox/seed/default.accounts.json).
 */
const LAYLA = '501234567';
// Mona Saleh (sandbox/seed/test/self-service.json): wallet AED 75.5, 20 Q-points, one saved card; no other spec uses her.
const MONA = '508181818';
const NOURA = '503333333';
const PATH = '/profile/transactions';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

test('a visitor without a session is sent from the transactions page to login, and comes back after it', async ({ page }) => {
  await page.goto(`${OASIS}${PATH}?lang=en`);
  await expect(page).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('nextUrl') === `${PATH}?lang=en`);
});

test('the transactions shell is the same for two customers and private; each sees their own list and menu', async ({ browser }) => {
  const bodies: string[] = [];
  for (const [mobile, partner] of [[LAYLA, false], [NOURA, true]] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInTo(page, OASIS, mobile, `${PATH}?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    // The island's answer: the table of this customer's transactions, or the empty note.
    await expect(page.getByRole('table').or(page.getByText('You have no transactions yet.', { exact: true }))).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).getByRole('link', { name: 'Partner Tools' })).toHaveCount(partner ? 1 : 0);
    const answer = await cachedAnswer(page.request, `${OASIS}${PATH}?lang=en`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toContain('no-store');
    expect(answer.headers()['cache-control']).toContain('private');
    // Served from the cache, not rendered for this customer: cachedAnswer waits for a HIT.
    bodies.push(await answer.text());
    await context.close();
  }
  expect(bodies[0]).toBe(bodies[1]);
  for (const name of ['Layla', 'Noura']) expect(bodies[0]).not.toContain(name);
});

test('the Arabic transactions page reads its list in Arabic', async ({ page }) => {
  await signInTo(page, OASIS, LAYLA, `${PATH}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'المعاملات' })).toBeVisible();
  await expect(page.getByRole('columnheader').first().or(page.getByText('لا توجد لديك معاملات بعد.', { exact: true }))).toBeVisible();
});

test('the wallet shell shows the balance and saved card, and a card is removed in place (en, ar)', async ({ page }) => {
  await signInTo(page, OASIS, MONA, '/profile/user/wallet?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('AED 75.50');
  await expect(page.getByRole('heading', { level: 2, name: 'Saved Cards' })).toBeVisible();
  await page.goto(`${OASIS}/profile/user/q-points?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'نقاط كيو' })).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('20');
  await page.goto(`${OASIS}/profile/user/wallet?lang=en`);
  await page.getByRole('button', { name: 'Remove card 5555' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Card removed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove card 5555' })).toHaveCount(0);
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
});
