import { LIGHTHOUSE_GAP } from './lighthouse.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Targets of issue 6 / DESIGN §6, reported next to the figures (never asserted here). */
export const TARGETS = {
  vsBareNext: 0.5,
  vsBareNextAim: 0.8,
  firstLoadJsKB: 130,
  lighthouse: { performance: 95, accessibility: 100, seo: 100, bestPractices: 95 },
  lighthouseGap: LIGHTHOUSE_GAP,
  personal: { vsHome: 0.25, p99Ms: 300, ownMs: 20 },
};

const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const mark = (ok) => (ok ? 'ok' : 'MISS');

export function toMarkdown(r) {
  const out = [`# Bench results`, '', `Date: ${r.date}  `, `Machine: ${r.machine}  `, `Run time: ${r.durationSeconds} s`, ''];
  out.push(`## Throughput of cached pages (autocannon, ${r.connections ?? 50} connections, ${r.seconds ?? 10} s per run, best of ${r.rounds ?? 1} alternating rounds, loopback; ratios: median of the per-round ratios)`, '');
  out.push(table(['target', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare Next', 'vs static'],
    r.throughput.map((t) => [t.target, t.bytes, t.rps, t.p50, t.p99, t.non2xx, t.errors + t.timeouts, t.vsBareNext, t.vsStatic])));
  out.push('', `Target: storefront ≥ ${TARGETS.vsBareNext} × bare Next (aim ${TARGETS.vsBareNextAim}). Per-round storefront/bare Next: ${r.throughput.filter((t) => t.vsBareNextPerRound).map((t) => `${t.target.split(' /')[0]} ${t.vsBareNextPerRound.join(', ')}`).join('; ')}.`, '');
  if (r.front) {
    const f = r.front;
    out.push(`## Through the caching front (issue 14 §6: ${f.tool}, ${r.connections ?? 50} connections, ${r.seconds ?? 10} s per run, best of ${r.rounds ?? 1} alternating rounds)`, '');
    out.push(table(['target', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'req/s per round'],
      f.rows.map((t) => [t.target, t.bytes, t.rps, t.p50, t.p99, t.non2xx, t.errors + t.timeouts, t.rounds.join(', ')])));
    out.push('', `Front / static file (goal ≥ 0.8, median of per-round ratios): ${Object.entries(f.frontVsStatic).map(([k, v]) => `${k} ${v}`).join('; ')}.  `);
    if (f.nginxUsPerAnswer && Object.keys(f.nginxUsPerAnswer).length) {
      out.push(`nginx's CPU per answer (µs of its worker, median of the rounds; the load generator's and the hypervisor's share of the cores move req/s, not this): ${Object.entries(f.nginxUsPerAnswer).map(([k, v]) => `${k} front ${v.front} / static ${v.static} (static/front ${v.staticOverFront})`).join('; ')}. CPU time stolen from this machine by its hypervisor during these runs: median ${Math.round(100 * f.stealShare.median)} %, at most ${Math.round(100 * f.stealShare.max)} %.  `);
    }
    out.push(`One instance / bare Next (goal ≥ ${TARGETS.vsBareNext}): ${Object.entries(f.instanceVsBare).map(([k, v]) => `${k} ${v}`).join('; ')}.`, '');
  }
  out.push('## Cache-Control', '');
  out.push(table(['route', 'kind', 'Cache-Control', 'x-nextjs-cache', 'ok'], r.cacheControl.map((c) => [c.route, c.kind, `\`${c.value}\``, c.xNextjsCache ?? '', mark(c.ok)])));
  out.push('', '## Re-render after tag revalidation', '');
  if (r.revalidation) {
    const v = r.revalidation;
    out.push(`POST /api/revalidate {tag: ${v.tag}} then GET ${v.route}: first answer \`${v.firstAnswer}\`, fresh render served after ${v.freshRenderMs} ms, cached (HIT) again after ${v.hitAgainMs} ms. Without the secret: ${v.withoutSecret}.`);
  }
  out.push('', '## First-load JS (gzip, the page\'s own script tags, nomodule left out)', '');
  out.push(table(['route', 'scripts', 'gzip KB', 'raw KB', `≤ ${TARGETS.firstLoadJsKB} KB`], r.firstLoadJs.map((j) => [j.route, j.scripts, j.gzipKB, j.rawKB, mark(j.gzipKB <= TARGETS.firstLoadJsKB)])));
  out.push('', `## Lighthouse (mobile, Debian Chromium; medians of ${r.lighthouse[0]?.runs ?? 0} runs; gaps to the bare Next page of the same run)`, '');
  if (r.lighthouse.length) {
    const t = TARGETS.lighthouse;
    const g = TARGETS.lighthouseGap;
    out.push(table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'per run (perf/LCP/TBT)', 'vs bare: perf pts, LCP ×, TBT ×', `gap ≤ ${g.performancePoints} pts, LCP ≤ ${g.lcpRatio}× and ≤ ${g.lcpMs} ms, TBT ≤ ${g.tbtRatio}×, CLS 0`, 'scores', 'failing audits'],
      r.lighthouse.map((l) => l.error ? [l.url, 'error', l.error, '', '', '', '', '', '', '', '', '', ''] : [l.url, l.performance, l.accessibility, l.bestPractices, l.seo, l.lcpMs, l.tbtMs, l.cls,
        (l.perRun ?? []).map((x) => `${x.performance}/${x.lcpMs}/${x.tbtMs}`).join(' · '),
        l.vsBare ? `${l.vsBare.performancePoints}, ${l.vsBare.lcpRatio}, ${l.vsBare.tbtRatio}` : '-',
        l.vsBare ? mark(l.vsBare.met) : '-',
        mark(l.performance >= t.performance && l.accessibility >= t.accessibility && l.seo >= t.seo && l.bestPractices >= t.bestPractices),
        [...l.failing.accessibility, ...l.failing.seo, ...l.failing.bestPractices].join(', ') || '-'])));
  } else out.push('(skipped)');
  if (r.lighthouseApplied?.length) {
    out.push('', `## Lighthouse with applied throttling (devtools: network and CPU really slowed, LCP observed; medians of ${r.lighthouseApplied[0]?.runs ?? 0} runs; gaps to the bare page of the same pass)`, '');
    out.push(table(['page', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'per run (perf/LCP/TBT)', 'vs bare: perf pts, LCP ×, TBT ×', 'same targets'],
      r.lighthouseApplied.map((l) => l.error ? [l.url, 'error', l.error, '', '', '', '', ''] : [l.url, l.performance, l.lcpMs, l.tbtMs, l.cls,
        (l.perRun ?? []).map((x) => `${x.performance}/${x.lcpMs}/${x.tbtMs}`).join(' · '),
        l.vsBare ? `${l.vsBare.performancePoints}, ${l.vsBare.lcpRatio}, ${l.vsBare.tbtRatio}` : '-',
        l.vsBare ? mark(l.vsBare.met) : '-'])));
  }
  if (r.personal) {
    const p = r.personal;
    const pt = TARGETS.personal;
    out.push('', `## Personal pages (issue 27 item 3: ${p.customers} signed-in customers, ${p.connections} connections, best of ${p.rounds} rounds alternating with the cached home page; Server-Timing medians of sequential answers)`, '');
    out.push(`Cached home page in the same rounds: ${p.home.rps} req/s, p50 ${p.home.p50} ms, p99 ${p.home.p99} ms.`, '');
    out.push(table(['route', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', '× home', 'provider ms', 'provider calls', 'storefront ms', `≥ ${pt.vsHome} × home, p99 ≤ ${pt.p99Ms} ms, own ≤ ${pt.ownMs} ms`],
      p.rows.map((x) => [x.route, x.rps, x.p50, x.p99, x.non2xx, x.errors + x.timeouts, x.vsHome, x.providerMs, x.calls, x.appMs, mark(x.vsHome >= pt.vsHome && x.p99 <= pt.p99Ms && x.appMs <= pt.ownMs)])));
    if (p.bare) {
      out.push('', `The bare Next.js reference in the same rounds: its prerendered page ${p.bare.prerendered.rps} req/s (p99 ${p.bare.prerendered.p99} ms), its page rendered per request (cookies read, ~12 KB, no provider, no session) ${p.bare.perRequest.rps} req/s (p99 ${p.bare.perRequest.p99} ms): **${p.bare.vsPrerendered} ×** its own prerendered page, the floor any per-request render pays in this Next.js.`);
    }
  }
  out.push('', '## Memory', '');
  if (r.memory) out.push(`Resident memory after the load: storefront next-server ${r.memory.storefrontRssMB} MB (bare Next reference ${r.memory.bareNextRssMB} MB).`);
  if (r.notes.length) out.push('', '## Notes', '', ...r.notes.map((n) => `- ${n}`));
  return `${out.join('\n')}\n`;
}

export function writeReport(results, repoRoot) {
  const dir = path.join(repoRoot, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const md = toMarkdown(results);
  writeFileSync(path.join(dir, 'latest.md'), md);
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${md}`);
  console.log('written: bench-results/latest.md, bench-results/latest.json');
}
