import { createServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBodies, bodyCoding } from './encoded-bodies.mjs';

/**
 * Issue 14 §6: server.mjs sends a cached page's UTF-8 bytes encoded once, not the string encoded on every send; issue
 * 27 §1: compressed once per coding too, Brotli where the browser takes it.
 */
const page = (i: number, size = 20_000) => `<html lang="ar"><body>${'م'.repeat(size)}${i}</body></html>`;

/** Just enough of a ServerResponse: headers by lower-case name, what end() was called with. */
function fakeResponse(init: { headers?: Record<string, string>; statusCode?: number; headersSent?: boolean } = {}) {
  const headers = new Map(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v as unknown]));
  const calls: unknown[][] = [];
  return {
    calls,
    headers,
    statusCode: init.statusCode ?? 200,
    headersSent: init.headersSent ?? false,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), value),
    end: (...a: unknown[]) => void calls.push(a),
  };
}

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
    expect(bodies.bytes).toBe([...bodies.entries.values()].reduce((n, coded) => n + Object.values(coded).reduce((m, b) => m + b.length, 0), 0));
  });

  it("changes only res.end(string) in UTF-8: other encodings, callbacks and HEAD's end(null) pass as they came", () => {
    const res = fakeResponse();
    const { calls } = res;
    const bodies = new EncodedBodies();
    bodies.wrap(res, undefined);
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

  it('sends Brotli where the browser takes it, gzip where only that, compressed once and kept with the page', () => {
    const bodies = new EncodedBodies();
    const html = page(3);
    const br = fakeResponse({ headers: { vary: 'rsc' } });
    bodies.wrap(br, 'gzip, deflate, br, zstd');
    br.end(html);
    const sent = br.calls[0]![0] as Buffer;
    expect(brotliDecompressSync(sent).toString('utf8')).toBe(html);
    expect(br.getHeader('content-encoding')).toBe('br');
    expect(br.getHeader('content-length')).toBe(sent.length);
    expect(br.getHeader('vary')).toBe('rsc, Accept-Encoding');
    const again = fakeResponse();
    bodies.wrap(again, 'br');
    again.end(html);
    expect(again.calls[0]![0]).toBe(sent);
    expect(again.getHeader('vary')).toBe('Accept-Encoding');

    const gzip = fakeResponse();
    bodies.wrap(gzip, 'gzip');
    gzip.end(html);
    expect(gunzipSync(gzip.calls[0]![0] as Buffer).toString('utf8')).toBe(html);
    expect(gzip.getHeader('content-encoding')).toBe('gzip');
    // Both codings and the UTF-8 bytes count against the bound.
    const coded = bodies.entries.get(html)!;
    expect(Object.keys(coded).sort()).toEqual(['br', 'gzip', 'identity']);
    expect(bodies.bytes).toBe(coded.br!.length + coded.gzip!.length + coded.identity!.length);

    const plain = fakeResponse();
    bodies.wrap(plain, undefined);
    plain.end(html);
    expect(plain.calls[0]![0]).toBe(coded.identity);
    expect(plain.getHeader('content-encoding')).toBeUndefined();
  });

  it('leaves coded, no-transform, bodiless and already started answers uncompressed', () => {
    const bodies = new EncodedBodies();
    const html = page(4);
    for (const res of [
      fakeResponse({ headers: { 'content-encoding': 'gzip' } }),
      fakeResponse({ headers: { 'cache-control': 'public, no-transform' } }),
      fakeResponse({ statusCode: 304 }),
      fakeResponse({ headersSent: true }),
    ]) {
      bodies.wrap(res, 'br');
      res.end(html);
      expect((res.calls[0]![0] as Buffer).toString('utf8')).toBe(html);
      expect(res.getHeader('content-length')).toBeUndefined();
    }
  });
});

describe('bodyCoding', () => {
  it('takes Brotli before gzip, honours q-values and falls back to no coding', () => {
    expect(bodyCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(bodyCoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(bodyCoding('gzip, br;q=0')).toBe('gzip');
    expect(bodyCoding('deflate')).toBe('identity');
    expect(bodyCoding('*')).toBe('br');
    expect(bodyCoding(undefined)).toBe('identity');
    expect(bodyCoding('identity;q=0')).toBe('identity');
  });
});

describe("server.mjs's compression for everything else", () => {
  it("is Next's own compiled middleware (gzip), which sees a kept page's coding and leaves it alone", async () => {
    // server.mjs imports this path (it is in the standalone image); a Next upgrade that moves it fails here.
    // @ts-expect-error Next ships it without types
    const { default: compression } = await import('next/dist/compiled/compression/index.js');
    const compress = compression();
    const bodies = new EncodedBodies();
    const html = page(5);
    // As server.mjs orders them: the middleware first, the page wrapper around it.
    const server = createServer((req, res) => {
      compress(req, res, () => {});
      if (req.url === '/page') bodies.wrap(res, req.headers['accept-encoding']);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        httpGet({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
    try {
      const kept = await get('/page', 'gzip, deflate, br');
      expect(kept.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(kept.body).toString('utf8')).toBe(html);
      const other = await get('/other', 'gzip, deflate, br');
      expect(other.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(other.body).toString('utf8')).toBe(html);
    } finally {
      server.close();
    }
  });
});
