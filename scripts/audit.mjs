#!/usr/bin/env node
/**
 * `npm run audit:prod` (issue 6 §5): `npm audit --omit=dev` must report no high or critical advisory. Prints every
 * advisory with its severity so moderate/low findings are visible too. Needs the npm registry, so it is run by
 * hand (and in CI with network), not in `npm test` (DESIGN §5: tests do not reach the internet).
 */
import { spawnSync } from 'node:child_process';

const r = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(r.stdout);
} catch {
  console.error(`[audit] npm audit gave no JSON (exit ${r.status}): ${(r.stderr || r.stdout).slice(0, 500)}`);
  process.exit(2);
}
if (report.error) {
  console.error(`[audit] npm audit could not run: ${report.message || report.error.summary || JSON.stringify(report.error)}`);
  process.exit(2);
}
const counts = report.metadata?.vulnerabilities ?? {};
for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
  const via = v.via.map((x) => (typeof x === 'string' ? `via ${x}` : `${x.title} ${x.url ?? ''}`.trim())).join('; ');
  console.log(`${v.severity.padEnd(8)} ${name} ${v.range ?? ''} — ${via}${v.fixAvailable ? ' (fix available)' : ''}`);
}
console.log(`[audit] production dependencies: ${JSON.stringify(counts)}`);
const bad = (counts.high ?? 0) + (counts.critical ?? 0);
if (bad) {
  console.error(`[audit] FAIL: ${bad} high/critical advisories`);
  process.exit(1);
}
console.log('[audit] PASS: no high or critical advisory');
