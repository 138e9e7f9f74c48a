import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run','--disable-sync'] });
const targets = process.argv.slice(2);
for (const t of targets) {
  const [name, url, w] = t.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: Number(w) < 500 ? 844 : 900 } });
  const page = await ctx.newPage(); await page.addInitScript(() => sessionStorage.setItem('leadFormDismissed','1')); await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
