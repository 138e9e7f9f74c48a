import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ETAG_MODULE, NEXT_ETAG_MODULE, PINNED, etagSwapEnabled, nextEtagIsPinned } from './etag-swap.mjs';

/**
 * Issue 22 §5: the build swaps Next's internal `next/dist/server/lib/etag.js` by path (next.config.mjs). These tests
 * fail when a Next upgrade changes that module, its exports or who imports it, so the swap is checked again by hand
 * (update PINNED in lib/http/etag-swap.mjs only after reading the new module) instead of breaking silently.
 */
const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve('next/package.json'));
const nextVersion = (JSON.parse(readFileSync(path.join(nextDir, 'package.json'), 'utf8')) as { version: string }).version;
const upgraded = `next ${nextVersion} (the swap was checked against ${PINNED.nextVersion}): read the new module, then update PINNED`;

type EtagModule = { generateETag: (payload: string, weak?: boolean) => string };

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'compiled' ? [] : jsFiles(p);
    return e.name.endsWith('.js') ? [p] : [];
  });
}

describe("Next's replaced ETag module is the one the swap was written against", () => {
  it.each(Object.entries(PINNED.sha256))('%s has the pinned content', (file, sha256) => {
    const source = readFileSync(path.join(nextDir, file.replace(/^next\//, '')));
    expect(createHash('sha256').update(source).digest('hex'), upgraded).toBe(sha256);
  });

  it('exports fnv1a52 and generateETag, and generateETag gives a quoted validator, weak on request', () => {
    const next = require('next/dist/server/lib/etag.js') as EtagModule & Record<string, unknown>;
    expect(Object.keys(next).sort(), upgraded).toEqual(['fnv1a52', 'generateETag']);
    expect(next.generateETag('<p>a</p>')).toMatch(/^"[0-9a-z]+"$/);
    expect(next.generateETag('<p>a</p>', true)).toBe(`W/${next.generateETag('<p>a</p>')}`);
  });

  it('is imported by the pinned Next files only, each using generateETag alone (ours offers no more)', { timeout: 60_000 }, () => {
    const dist = path.join(nextDir, 'dist');
    const importers = jsFiles(dist).filter((f) => /require\(["'][./]+\/lib\/etag["']\)|from ["'][./]+\/lib\/etag["']/.test(readFileSync(f, 'utf8')));
    const names = importers.map((f) => `next/${path.relative(nextDir, f).split(path.sep).join('/')}`).sort();
    expect(names, upgraded).toEqual(PINNED.importers);
    for (const f of importers) {
      const source = readFileSync(f, 'utf8');
      const used = new Set([...source.matchAll(/_etag\.(\w+)/g)].map((m) => m[1]));
      for (const m of source.matchAll(/import \{([^}]*)\} from ["'][./]+\/lib\/etag["']/g)) for (const n of m[1]!.split(',')) used.add(n.trim());
      expect([...used], `${f}: ${upgraded}`).toEqual(['generateETag']);
    }
  });
});

describe('the swap itself', () => {
  it("matches the path webpack resolves for Next's module, and only that one", () => {
    expect(NEXT_ETAG_MODULE.test(require.resolve('next/dist/server/lib/etag.js'))).toBe(true);
    expect(NEXT_ETAG_MODULE.test(path.join(nextDir, 'dist/esm/server/lib/etag.js'))).toBe(false);
    expect(NEXT_ETAG_MODULE.test(ETAG_MODULE)).toBe(false);
    expect(existsSync(ETAG_MODULE)).toBe(true);
  });

  it("offers the same contract as Next's: a quoted validator, weak with W/, changing with the payload", () => {
    const ours = require(ETAG_MODULE) as EtagModule;
    expect(Object.keys(ours)).toEqual(['generateETag']);
    expect(ours.generateETag('<p>a</p>')).toMatch(/^"[^"]+"$/);
    expect(ours.generateETag('<p>a</p>', true)).toBe(`W/${ours.generateETag('<p>a</p>')}`);
    expect(ours.generateETag('<p>a</p>')).not.toBe(ours.generateETag('<p>b</p>'));
  });

  it('is on unless a build asks for Next’s own (bench only)', () => {
    expect(etagSwapEnabled({})).toBe(true);
    expect(etagSwapEnabled({ STOREFRONT_NEXT_ETAG: '1' })).toBe(false);
  });
});

describe('the build keeps Next\'s own ETag when its module is not the pinned one', () => {
  it('swaps only the pinned module', () => {
    expect(nextEtagIsPinned()).toBe(true);
    expect(etagSwapEnabled({})).toBe(true);
    expect(nextEtagIsPinned(() => ETAG_MODULE)).toBe(false);
    expect(etagSwapEnabled({ STOREFRONT_NEXT_ETAG: '1' })).toBe(false);
  });
});
