import type { Page } from '@playwright/test';

/** Screenshots `${dir}/${name}-390.png` (phone) and `-1366.png` (desktop), then the default 1280×720 viewport again. */
export async function shootWidths(page: Page, dir: string, name: string, fullPage: boolean) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
