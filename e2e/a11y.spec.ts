import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PORT } from './support/env';
import { PUBLIC_ROUTES, STATE_ROUTES, browserUrl } from './support/routes';

/**
 * Issue 6 §6 / DESIGN §6: axe-core (WCAG 2.2 AA) on every public route and venue state page, in English and
 * Arabic, with zero serious or critical violations. Routes come from scripts/lib/quality-routes.mjs; one that
 * answers 404 on this branch (a feature not merged yet) is skipped.
 */
export const A11Y_ROUTES = [...PUBLIC_ROUTES, ...STATE_ROUTES];

// A hundred read-only page checks: both workers take them, so this file is not one worker's long tail.
test.describe.configure({ mode: 'parallel' });

for (const route of A11Y_ROUTES) {
  for (const lang of ['en', 'ar'] as const) {
    test(`a11y: ${route.name} (${route.host}${route.path}) in ${lang}`, async ({ page }) => {
      const res = await page.goto(browserUrl(route, PORT, lang));
      const expected = route.status ?? 200;
      test.skip(res?.status() === 404 && expected !== 404, `${route.path} is not on this branch yet`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `${route.name} ${lang}` });
    });
  }
}
