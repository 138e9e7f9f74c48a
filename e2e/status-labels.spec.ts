import { test, expect } from './support/test';
import { OASIS } from './support/hosts';
import { dubaiDate, placePaidFacilityOrder, SANDBOX_API, sandboxLogin, signInTo } from './support/orders';

/**
 * Issue 23 item 4: an order's status reads the same wherever it is shown, with the spec §4 profile labels
 * (lib/orders/refund.ts statusAfterRefunds, messages selfService.orderStatus): a paid booking cancelled from the
 * profile, its payment all gone back, reads "Refund Requested" (the spec has no "Refunded") on the transactions page,
 * on its booking card (whose own status is the facility display status) and on its gate page.
 * Karim Haddad (sandbox/seed/test/self-service.json) orders nowhere else.
 */
const KARIM = '504141414';
const T = {
  en: { refund: 'Refund Requested', cancelled: 'Cancelled', order: (id: number) => `Order #${id}` },
  ar: { refund: 'تم طلب الاسترداد', cancelled: 'ملغى', order: (id: number) => `الطلب رقم ${id}` },
} as const;

test('a refunded order reads Refund Requested on the transactions page, its booking card and its gate page (en, ar)', async ({ page }) => {
  const id = await placePaidFacilityOrder(KARIM, dubaiDate(7), '06:00:00', '07:00:00');
  const bearer = await sandboxLogin(KARIM);
  const r = await fetch(`${SANDBOX_API}/api/v2/customers/bookings/${id}/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-token': 'oasis-site-token', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ line: 0 }),
  });
  expect(r.status, await r.clone().text()).toBe(200);

  await signInTo(page, OASIS, KARIM, '/profile/transactions?lang=en');
  for (const lang of ['en', 'ar'] as const) {
    const t = T[lang];
    await page.goto(`${OASIS}/profile/transactions?lang=${lang}`);
    await expect(page.getByRole('cell', { name: t.refund, exact: true })).toHaveCount(1);
    await page.goto(`${OASIS}/profile/facility-bookings?lang=${lang}`);
    const card = page.getByRole('article').filter({ hasText: t.order(id) });
    await expect(card.getByRole('definition')).toContainText([t.cancelled, t.refund]);
    await page.goto(`${OASIS}/profile/view-tickets/${id}/gate?lang=${lang}`);
    await expect(page.getByText(t.refund).first()).toBeVisible();
  }
});
