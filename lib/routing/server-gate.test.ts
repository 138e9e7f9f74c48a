import { describe, expect, it } from 'vitest';
import { carriesJourney, isPageRequest, langNeedsRedirect } from './request-path.mjs';
import { VenueStates } from './server-gate.mjs';

describe('server gate: which requests the middleware must see (issue 14 §6, issue 16 §1-2)', () => {
  it('pages are GET/HEAD paths outside /_next and /api that do not end in a file extension', () => {
    expect([['GET', '/events?lang=en'], ['HEAD', '/'], ['GET', '/_next/static/chunks/a.js'], ['GET', '/api/session'], ['GET', '/robots.txt'], ['POST', '/events?lang=en']].map(([a, b]) => isPageRequest(a, b))).toEqual([true, true, false, false, false, false]);
  });

  it('spec §2: one lang that is a locale, otherwise the middleware redirects', () => {
    expect(['/events?lang=en', '/?page=2&lang=ar', '/events', '/events?lang=fr', '/events?lang=en&lang=ar', '/events?language=en'].map((v) => langNeedsRedirect(v))).toEqual([false, false, true, true, true, true]);
  });

  it('spec §2 journey flag: a page carrying `journey` (any value, even empty) reaches the middleware', () => {
    expect(carriesJourney('/?lang=en&journey=pilgrimage')).toBe(true);
    expect(carriesJourney('/events?journey=&lang=ar')).toBe(true);
    expect(carriesJourney('/events?lang=en')).toBe(false);
    expect(carriesJourney('/events?lang=en&journeys=x')).toBe(false);
    expect(carriesJourney('/journey')).toBe(false);
  });
});

describe('VenueStates: each host asked once, kept briefly, bounded', () => {
  it('asks once for concurrent first requests and keeps the answer while fresh', async () => {
    let asked = 0;
    let t = 0;
    const s = new VenueStates({ ask: async () => (asked++, true), upMs: 1000, downMs: 100, now: () => t });
    expect(s.cached('a.test')).toBeUndefined();
    const [x, y] = await Promise.all([s.get('a.test'), s.get('a.test')]);
    expect([x, y, asked]).toEqual([true, true, 1]);
    expect(s.cached('a.test')).toBe(true);
    t = 1000;
    expect(s.cached('a.test')).toBeUndefined();
  });

  it('a venue that is not up, or a question that fails, is asked again sooner', async () => {
    let t = 0;
    const s = new VenueStates({ ask: async (h: string) => { if (h === 'boom') throw new Error('x'); return false; }, upMs: 1000, downMs: 100, now: () => t });
    expect(await s.get('down.test')).toBe(false);
    expect(await s.get('boom')).toBe(false);
    t = 99;
    expect(s.cached('down.test')).toBe(false);
    t = 100;
    expect(s.cached('down.test')).toBeUndefined();
  });

  it('keeps at most max hosts, dropping the oldest (any Host header can be sent)', async () => {
    const s = new VenueStates({ ask: async () => false, max: 3, now: () => 0 });
    for (const h of ['a', 'b', 'c', 'd']) await s.get(h);
    expect(s.cached('a')).toBeUndefined();
    expect(s.cached('d')).toBe(false);
    expect(s.entries.size).toBe(3);
  });
});
