import { describe, expect, it } from 'vitest';
import { LOCALES as APP_LOCALES } from '../i18n/locales';
import { MIDDLEWARE_MATCHER_SOURCES } from './sections';
import { GATE_HEADER, gateReason, headerRules, LANG_PARAM, LOCALES, middlewareMatcher, pageRewrites } from './request-path.mjs';

/** Issue 22 §5: one module states the request path; server.mjs, next.config.mjs and middleware.ts follow it. */
describe('the request path (lib/routing/request-path.mjs)', () => {
  it("names the app's locales (lib/i18n/locales.ts)", () => {
    expect(LOCALES).toEqual([...APP_LOCALES]);
  });

  it('steps 1-2: a page reaches the middleware only for a bad lang, a journey parameter or a venue that is not up', () => {
    expect(gateReason('/events?lang=en')).toBeNull();
    expect(gateReason('/events?lang=ar', true)).toBeNull();
    expect(gateReason('/events')).toBe('lang');
    expect(gateReason('/events?lang=en&lang=ar')).toBe('lang');
    expect(gateReason('/events?lang=fr', false)).toBe('lang');
    expect(gateReason('/?lang=en&journey=pilgrimage')).toBe('journey');
    expect(gateReason('/events?lang=en', false)).toBe('venue');
  });

  it("step 5: middleware.ts's static matcher is the one stated here (marked pages and the profile)", { timeout: 60_000 }, async () => {
    const { config } = await import('../../middleware');
    expect(config.matcher).toEqual(middlewareMatcher(MIDDLEWARE_MATCHER_SOURCES));
    expect(JSON.stringify(config.matcher)).toContain(GATE_HEADER);
  });

  it('step 3: every page rewrite is conditioned on the host and a lang that is one of the locales', () => {
    const { beforeFiles, afterFiles } = pageRewrites();
    for (const r of [...beforeFiles, ...afterFiles]) {
      expect(r.destination.startsWith('/:host')).toBe(true);
      expect(r.has).toContainEqual({ type: 'host', value: '(?<host>[A-Za-z0-9.-]+)' });
      expect(r.has).toContainEqual({ type: 'query', key: LANG_PARAM, value: `(?<lang>${LOCALES.join('|')})` });
    }
    // The general rule leaves internal paths, the API and assets alone.
    const general = new RegExp(`^/${afterFiles.at(-1)!.source.slice('/:path('.length, -1)}$`);
    expect(general.test('/events/12')).toBe(true);
    expect(['/api/session', '/_next/static/a.js', '/oasis.test/ar/events'].some((p) => general.test(p))).toBe(false);
    // Every support ticket renders the one ticket shell per host and locale (its island reads the id from the address).
    const ticket = afterFiles.find((r) => r.source.startsWith('/customer-support/'))!;
    expect(ticket.destination).toBe('/:host/:lang/customer-support/ticket');
    expect(afterFiles.indexOf(ticket)).toBeLessThan(afterFiles.length - 1);
  });

  it('step 6: public pages get their cache header, fonts are immutable', () => {
    const rules = headerRules();
    expect(rules[0]).toEqual({ source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] });
    expect(rules.length).toBeGreaterThan(1);
  });
});
