import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Lighthouse (mobile, the default form factor) with Debian's Chromium; scores 0-100 per category. */
export function lighthouse(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  try {
    const r = spawnSync(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js', url,
        '--quiet', '--output=json', `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--max-wait-for-load=45000',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 150_000 },
    );
    if (r.status !== 0) return { error: String(r.stderr ?? '').split('\n').filter(Boolean).slice(-1)[0] ?? `exit ${r.status}` };
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const score = (id) => (report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100));
    const failing = (cat) =>
      report.categories[cat].auditRefs
        .filter((a) => a.weight > 0 && report.audits[a.id]?.score !== null && report.audits[a.id]?.score < 1)
        .map((a) => a.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      cls: +(report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      failing: { accessibility: failing('accessibility'), seo: failing('seo'), bestPractices: failing('best-practices') },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
