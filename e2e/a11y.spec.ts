import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PORT } from './support/env';
import { PUBLIC_ROUTES, STATE_ROUTES, browserUrl } from './support/routes';

/**
 * Issue 6 §6 / DESIGN §6: axe-core (WCAG 2.2 AA) on every public route and venue state page, in English and
 * Arabic, with zero serious or critical violations. Routes come from scripts/lib/quality-routes.mjs; one that
 * answers 404 on this branch (a feature not merged yet) is skipped.
 *
 * One test per route checks both languages in one page, one after the other (a step each, named by route and
 * language): the second load finds the route's scripts and styles in the browser's cache.
 */
export const A11Y_ROUTES = [...PUBLIC_ROUTES, ...STATE_ROUTES];

// Fifty read-only route checks: both workers take them, so this file is not one worker's long tail.
test.describe.configure({ mode: 'parallel' });

for (const route of A11Y_ROUTES) {
  test(`a11y: ${route.name} (${route.host}${route.path}) in en and ar`, async ({ page }) => {
    for (const lang of ['en', 'ar'] as const) {
      const label = `${route.name} ${lang}`;
      await test.step(`a11y: ${route.name} (${route.host}${route.path}) in ${lang}`, async () => {
        const res = await page.goto(browserUrl(route, PORT, lang));
        const expected = route.status ?? 200;
        test.skip(res?.status() === 404 && expected !== 404, `${route.path} is not on this branch yet`);
        await expect(page.locator('html'), label).toHaveAttribute('lang', lang);
        await expect(page.locator('html'), label).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
        await expectNoSeriousA11yViolations(page, { label });
      });
    }
  });
}
