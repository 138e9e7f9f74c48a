import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as the brief and issue 6 ask. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails on serious or critical violations, listing each with its nodes so
 * the failure says what to fix. `include`/`exclude` narrow the scan (e.g. to an open dialog).
 *
 * A page without frames is analysed with one axe.run in the page ("legacy mode"): the same rules on the same DOM,
 * without @axe-core/playwright's default runPartial/finishRun, which opens a blank page and evaluates axe's whole
 * source in it again on every call (seconds on a busy machine). runPartial is there for frames (cross-origin
 * ones included), so a page with frames keeps the default. Only violations come back with their nodes
 * (`resultTypes`): the passes' node lists, which nothing here reads, are not serialised out of the page.
 */
export async function expectNoSeriousA11yViolations(page: Page, opts: { include?: string; exclude?: string[]; label?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(page.frames().length === 1).options({ resultTypes: ['violations'] });
  if (opts.include) builder = builder.include(opts.include);
  for (const e of opts.exclude ?? []) builder = builder.exclude(e);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`);
  expect(report, `axe (${opts.label ?? page.url()})`).toEqual([]);
}
