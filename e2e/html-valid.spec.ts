import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './support/test';
import { PUBLIC_ROUTES, browserUrl, type QualityRoute } from './support/routes';
import { PORT } from './support/env';

/**
 * Issue 24.9 "Findable and valid": no errors from the W3C Nu HTML Checker (the `vnu-jar` package, on Debian's Java,
 * which `npm run test:e2e` installs where it is missing) on the public pages as the server renders them, in English and
 * Arabic: every public route of the quality list (scripts/lib/quality-routes.json), home, events, event details,
 * blogs, outlets and login among them. Warnings are not failures; errors are, each named with its page and line.
 */
const VNU = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const MUST = ['/', '/events', '/events/1', '/blogs', '/outlets', '/login'];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test('the public pages have no HTML errors (W3C Nu HTML Checker), in English and Arabic', async ({ page }) => {
  test.setTimeout(240_000);
  expect(spawnSync('java', ['-version']).status, 'Java runs (apt-get install default-jre-headless)').toBe(0);
  const routes: QualityRoute[] = PUBLIC_ROUTES.filter((r) => !r.status || r.status === 200);
  for (const p of MUST) expect(routes.some((r) => r.path === p), `${p} is checked`).toBe(true);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  try {
    for (const route of routes) {
      for (const lang of ['en', 'ar'] as const) {
        const url = browserUrl(route, PORT, lang);
        // The HTML as the server sends it, fetched by the browser (which resolves the venues' *.localhost hosts).
        if (new URL(page.url() === 'about:blank' ? 'http://none' : page.url()).host !== new URL(url).host) await page.goto(new URL('/version.json', url).toString());
        const res = await page.evaluate(async (u) => {
          const r = await fetch(u, { headers: { accept: 'text/html' }, cache: 'no-store' });
          return { status: r.status, html: await r.text() };
        }, url);
        expect(res.status, url).toBe(200);
        const file = path.join(dir, `${files.size}.html`);
        writeFileSync(file, res.html);
        files.set(`file:${file}`, url);
      }
    }
    // One short run: the client compiler alone and the serial collector start faster than the JVM's defaults
    // (92 pages in 7.7 s instead of 10 s on 2 cores), and the checker's verdicts do not depend on either.
    const run = spawnSync('java', ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU, '--errors-only', '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((f) => f.slice(5))], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status, run.stderr.slice(0, 2000)).toBe(0);
    const messages = (JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
    const report = messages.map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`);
    expect(report, report.join('\n')).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
