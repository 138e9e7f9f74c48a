#!/usr/bin/env node
/**
 * Where the e2e suite's time goes: sums the last run's JSON report (test-results/e2e-report.json, written by every
 * `npm run test:e2e`) per spec file, slowest first, with the wall time of the run. `node scripts/e2e-times.mjs [N]`.
 */
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[3] ?? 'test-results/e2e-report.json', 'utf8'));
const perFile = new Map();
const walk = (suite, file) => {
  const f = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((n, r) => n + (r.duration ?? 0), 0);
      const e = perFile.get(f) ?? { tests: 0, ms: 0, slowest: 0 };
      e.tests += 1;
      e.ms += ms;
      e.slowest = Math.max(e.slowest, ms);
      perFile.set(f, e);
    }
  }
  for (const child of suite.suites ?? []) walk(child, f);
};
for (const s of report.suites ?? []) walk(s, s.file);
const rows = [...perFile.entries()].sort((a, b) => b[1].ms - a[1].ms);
const total = rows.reduce((n, [, e]) => n + e.ms, 0);
const top = Number(process.argv[2] ?? 25);
console.log(`wall ${(report.stats.duration / 60000).toFixed(1)} min; test time ${(total / 60000).toFixed(1)} min over ${rows.reduce((n, [, e]) => n + e.tests, 0)} tests`);
for (const [file, e] of rows.slice(0, top)) {
  console.log(`${file.padEnd(40)} ${String(e.tests).padStart(4)} tests ${(e.ms / 1000).toFixed(0).padStart(6)} s  ${((100 * e.ms) / total).toFixed(1).padStart(5)} %  avg ${(e.ms / e.tests / 1000).toFixed(1)} s  slowest ${(e.slowest / 1000).toFixed(1)} s`);
}
