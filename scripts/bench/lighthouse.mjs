import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Lighthouse (mobile, the default form factor) with Debian's Chromium; scores 0-100 per category. `throttling`:
 * 'simulate' (Lighthouse's default: an unthrottled load replayed by its Lantern model) or 'devtools' (the network and
 * CPU really slowed during the load, the LCP observed rather than modelled; docs/decisions.md "Lighthouse render
 * delay" says why the bench reports both).
 */
export function lighthouse(url, { throttling = 'simulate' } = {}) {
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
        `--throttling-method=${throttling}`,
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

/** Issue 27 item 1's targets, set against the bare Next reference measured in the same run. */
export const LIGHTHOUSE_GAP = { performancePoints: 3, lcpRatio: 1.5, lcpMs: 1800, tbtRatio: 1.3, cls: 0 };

const mid = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/**
 * Lighthouse `runs` times on one URL: the median of each figure (performance, LCP, TBT, CLS), and the other
 * categories and failing audits of the run whose performance is the median one.
 */
export function lighthouseMedian(url, runs = 3, options = {}) {
  const all = Array.from({ length: runs }, () => lighthouse(url, options));
  const ok = all.filter((r) => !r.error);
  if (!ok.length) return { error: all[0]?.error ?? 'no run', runs: 0 };
  const performance = mid(ok.map((r) => r.performance));
  const pick = ok.find((r) => r.performance === performance) ?? ok[0];
  return {
    ...pick,
    performance,
    lcpMs: mid(ok.map((r) => r.lcpMs)),
    tbtMs: mid(ok.map((r) => r.tbtMs)),
    cls: mid(ok.map((r) => r.cls)),
    runs: ok.length,
    perRun: ok.map((r) => ({ performance: r.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, cls: r.cls })),
  };
}

/** A page's medians against the bare page's: the gaps issue 27 names, and whether each target is met. */
export function gapToBare(page, bare) {
  if (page.error || bare.error) return null;
  const g = {
    performancePoints: bare.performance - page.performance,
    lcpRatio: +(page.lcpMs / Math.max(bare.lcpMs, 1)).toFixed(2),
    tbtRatio: +(page.tbtMs / Math.max(bare.tbtMs, 1)).toFixed(2),
  };
  const t = LIGHTHOUSE_GAP;
  g.met = g.performancePoints <= t.performancePoints && g.lcpRatio <= t.lcpRatio && page.lcpMs <= t.lcpMs && g.tbtRatio <= t.tbtRatio && page.cls <= t.cls;
  return g;
}
