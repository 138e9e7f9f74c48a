import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadSeed, MODULES } from './server';
import { openDb } from './db';
import { mergeSeeds, parseRawSeed } from './seed-schema';
import { SeedError } from './module';

describe('sandbox seed (DESIGN §4)', () => {
  it('loads the shipped seed with two venues on two hosts', () => {
    const { seed, text } = loadSeed(path.join(import.meta.dirname, 'seed', 'default.json'));
    const db = openDb(':memory:', seed, text, MODULES);
    const venues = db.prepare('SELECT token FROM venues').all() as Array<{ token: string }>;
    expect(venues.map((v) => v.token)).toEqual(expect.arrayContaining(['oasis-site-token', 'arena-site-token']));
    db.close();
  });

  it('names the bad field of a bad seed', () => {
    const seed = parseRawSeed({ venues: [{ token: 'x', config: { venue: { name: 'x' }, venue_id: 'one', venue_name: 'X' } }] });
    expect(() => openDb(':memory:', seed, 'x', MODULES)).toThrow(SeedError);
    expect(() => openDb(':memory:', seed, 'y', MODULES)).toThrow(/venues\.0\.config\.venue_id/);
    expect(() => parseRawSeed({ venues: [] })).toThrow(/venues/);
  });

  it('merges overlays by venue token', () => {
    const base = parseRawSeed({ venues: [{ token: 'a', config: {} }], health: [1] });
    const merged = mergeSeeds(base, { venues: [{ token: 'a', events: [{ id: 1 }] }, { token: 'b' }], health: [2] });
    expect(merged.venues).toEqual([{ token: 'a', config: {}, events: [{ id: 1 }] }, { token: 'b' }]);
    expect(merged.health).toEqual([1, 2]);
  });
});
