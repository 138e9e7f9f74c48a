import { describe, expect, it } from 'vitest';
import { EncodedBodies } from './encoded-bodies.mjs';

/** Issue 14 §6: server.mjs sends a cached page's UTF-8 bytes encoded once, not the string encoded on every send. */
const page = (i: number, size = 20_000) => `<html lang="ar"><body>${'م'.repeat(size)}${i}</body></html>`;

describe('EncodedBodies', () => {
  it('gives the UTF-8 bytes of a large string, the same Buffer each time the page is sent again', () => {
    const bodies = new EncodedBodies();
    const html = page(1);
    const first = bodies.bytesOf(html);
    expect(Buffer.isBuffer(first)).toBe(true);
    expect((first as Buffer).toString('utf8')).toBe(html);
    expect(bodies.bytesOf(html)).toBe(first);
    // An equal string built another way finds the same bytes.
    expect(bodies.bytesOf(html.slice(0, 5) + html.slice(5))).toBe(first);
  });

  it('lets small strings, Buffers and null through untouched', () => {
    const bodies = new EncodedBodies();
    const buf = Buffer.from('x');
    expect(bodies.bytesOf('<p>short</p>')).toBe('<p>short</p>');
    expect(bodies.bytesOf(buf)).toBe(buf);
    expect(bodies.bytesOf(null)).toBe(null);
    expect(bodies.entries.size).toBe(0);
  });

  it('stays within its entries and bytes, oldest out first, and never keeps a body larger than the bound', () => {
    const bodies = new EncodedBodies({ maxEntries: 3, maxBytes: 150_000 });
    for (let i = 0; i < 10; i++) bodies.bytesOf(page(i));
    expect(bodies.entries.size).toBe(3);
    expect([...bodies.entries.rkeys()]).toEqual([page(7), page(8), page(9)]);
    const big = page(0, 100_000);
    expect((bodies.bytesOf(big) as Buffer).length).toBeGreaterThan(150_000);
    expect(bodies.entries.has(big)).toBe(false);
    expect(bodies.bytes).toBeLessThanOrEqual(150_000);
    expect(bodies.bytes).toBe([...bodies.entries.values()].reduce((n, b) => n + b.length, 0));
  });

  it("changes only res.end(string) in UTF-8: other encodings, callbacks and HEAD's end(null) pass as they came", () => {
    const calls: unknown[][] = [];
    const res = { end: (...a: unknown[]) => void calls.push(a) };
    const bodies = new EncodedBodies();
    bodies.wrap(res);
    const html = page(2);
    res.end(html);
    res.end(html, 'latin1');
    res.end(null);
    const cb = () => {};
    res.end(html, cb);
    expect(Buffer.isBuffer(calls[0]![0])).toBe(true);
    expect(calls[1]).toEqual([html, 'latin1', undefined]);
    expect(calls[2]![0]).toBe(null);
    expect(calls[3]).toEqual([html, cb, undefined]);
  });
});
