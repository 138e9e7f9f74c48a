import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** Issue 14 §6: the page validator Next's server bundles use instead of its JavaScript FNV hash (next.config.mjs). */
const { generateETag } = createRequire(import.meta.url)('./etag.cjs') as { generateETag: (payload: string, weak?: boolean) => string };

describe('generateETag (swapped for next/dist/server/lib/etag.js)', () => {
  const page = `<!DOCTYPE html><html lang="ar" dir="rtl"><body>${'العربية '.repeat(5000)}</body></html>`;

  it('is a quoted strong validator, the same for the same page', () => {
    expect(generateETag(page)).toMatch(/^"[A-Za-z0-9_-]{27}[0-9a-z]+"$/);
    expect(generateETag(page)).toBe(generateETag(page));
  });

  it('is weak when Next asks for a weak one', () => {
    expect(generateETag(page, true)).toBe(`W/${generateETag(page)}`);
  });

  it('changes with one character, also where a two-byte page differs only in its script', () => {
    expect(generateETag(page)).not.toBe(generateETag(page.replace('العربية', 'العربيه')));
    expect(generateETag('<p>a</p>')).not.toBe(generateETag('<p>b</p>'));
  });

  it('does not depend on how the string was built (a rope of chunks and a flat copy agree)', () => {
    let rope = '';
    for (let i = 0; i < page.length; i += 1000) rope += page.slice(i, i + 1000);
    expect(generateETag(rope)).toBe(generateETag(page));
  });

  it('hashes the empty page too', () => {
    expect(generateETag('')).toMatch(/^"[A-Za-z0-9_-]{27}0"$/);
  });
});

describe('generateETag keeps the validators of the last pages sent', () => {
  it('answers a page sent again, or an equal copy of it, with the same validator, and still tells others apart', () => {
    const pages = Array.from({ length: 100 }, (_, i) => `<main>${'ع'.repeat(20_000)}${i}</main>`);
    const first = pages.map((p) => generateETag(p));
    expect(new Set(first).size).toBe(100);
    // Past the bound the oldest are hashed again: same answers either way.
    expect(pages.map((p) => generateETag(p))).toEqual(first);
    expect(generateETag(pages[99]!.slice(0, 10) + pages[99]!.slice(10))).toBe(first[99]);
  });
});
