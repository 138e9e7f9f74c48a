import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { forBrowsersOnly, StaticBrotli, writeBrotliFiles } from './static-brotli.mjs';

/** Issue 27 §1: build scripts and stylesheets in Brotli (quality 11), made once in the background, then from memory. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'static-brotli-'));
mkdirSync(path.join(dir, 'chunks/app'), { recursive: true });
mkdirSync(path.join(dir, 'chunks/app/[site]/[locale]'), { recursive: true });
const script = `self.webpackChunk=(self.webpackChunk||[]).push([[1],{${'a:function(){return "court"},'.repeat(400)}}]);`;
writeFileSync(path.join(dir, 'chunks/app/page-1a2b.js'), script);
writeFileSync(path.join(dir, 'chunks/app/[site]/[locale]/layout-9f8e.js'), script);
writeFileSync(path.join(dir, 'chunks/tiny.js'), 'x()');
writeFileSync(path.join(dir, 'chunks/font.woff2'), 'not text');
writeFileSync(path.join(path.dirname(dir), 'outside.js'), script);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeResponse() {
  const headers = new Map<string, unknown>();
  const res = { statusCode: 200, body: undefined as unknown, setHeader: (k: string, v: unknown) => void headers.set(k.toLowerCase(), v), end: (b?: unknown) => void (res.body = b), headers };
  return res;
}
const request = (headers: Record<string, string> = {}, method = 'GET') => ({ method, headers }) as never;

describe('StaticBrotli', () => {
  it('lets Next answer the first request, then answers from memory in Brotli with the immutable headers', async () => {
    const files = new StaticBrotli(dir);
    const url = '/_next/static/chunks/app/page-1a2b.js';
    const first = fakeResponse();
    expect(files.serve(request(), first as never, url)).toBe(false);
    await files.settled();
    const res = fakeResponse();
    expect(files.serve(request(), res as never, url)).toBe(true);
    expect(brotliDecompressSync(res.body as Buffer).toString()).toBe(script);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-length')).toBe((res.body as Buffer).length);
    expect((res.body as Buffer).length).toBeLessThan(script.length / 10);

    const again = fakeResponse();
    files.serve(request({ 'if-none-match': String(res.headers.get('etag')) }), again as never, url);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBeUndefined();
  });

  it("keeps a route's own chunks, whose folders are percent-encoded in the URL", async () => {
    const files = new StaticBrotli(dir);
    const url = '/_next/static/chunks/app/%5Bsite%5D/%5Blocale%5D/layout-9f8e.js';
    files.lookup(url);
    await files.settled();
    const res = fakeResponse();
    expect(files.serve(request(), res as never, url)).toBe(true);
    expect(brotliDecompressSync(res.body as Buffer).toString()).toBe(script);
  });

  it('keeps nothing for small files, other kinds, missing files, queries and paths that leave the directory', async () => {
    const files = new StaticBrotli(dir);
    const urls = [
      '/_next/static/chunks/tiny.js',
      '/_next/static/chunks/font.woff2',
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/app/page-1a2b.js?v=1',
      '/_next/static/../outside.js',
      '/_next/static/chunks/%2e%2e/%2e%2e/outside.js',
    ];
    for (const url of urls) files.lookup(url);
    await files.settled();
    for (const url of urls) expect(files.serve(request(), fakeResponse() as never, url), url).toBe(false);
  });

  it('does not let made-up names use up its bound: a build file is still kept after many probes', async () => {
    const files = new StaticBrotli(dir, { maxFiles: 3 });
    for (let i = 0; i < 10; i++) files.lookup(`/_next/static/chunks/probe-${i}.js`);
    await files.settled();
    files.lookup('/_next/static/chunks/app/page-1a2b.js');
    await files.settled();
    expect(files.serve(request(), fakeResponse() as never, '/_next/static/chunks/app/page-1a2b.js')).toBe(true);
  });

  it('tells shared caches not to keep the answer Next gives while the Brotli is made, and only that one', async () => {
    const files = new StaticBrotli(dir);
    const url = '/_next/static/chunks/app/page-1a2b.js';
    // Next's part, as it answers a build file: immutable, set inside its handler after ours ran.
    const server = createServer((req, res) => {
      if (files.serve(req, res, url)) return;
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.end(script);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`;
    try {
      const first = await fetch(address);
      expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, s-maxage=0');
      expect(await first.text()).toBe(script);
      await files.settled();
      const kept = await fetch(address);
      expect(kept.headers.get('content-encoding')).toBe('br');
      expect(kept.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      server.close();
    }
  });
});

describe('the build writes the Brotli, the server reads it at start', () => {
  const built = mkdtempSync(path.join(os.tmpdir(), 'static-brotli-built-'));
  mkdirSync(path.join(built, 'chunks/app/[site]'), { recursive: true });
  writeFileSync(path.join(built, 'chunks/app/[site]/page-77.js'), script);
  writeFileSync(path.join(built, 'chunks/tiny.js'), 'x()');
  writeFileSync(path.join(built, 'chunks/font.woff2'), script);
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const url = '/_next/static/chunks/app/%5Bsite%5D/page-77.js';

  it('writes a .br beside each script worth it, once', async () => {
    expect(await writeBrotliFiles(built)).toBe(1);
    expect(existsSync(path.join(built, 'chunks/app/[site]/page-77.js.br'))).toBe(true);
    expect(existsSync(path.join(built, 'chunks/tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(built, 'chunks/font.woff2.br'))).toBe(false);
    expect(await writeBrotliFiles(built)).toBe(0);
  });

  it('answers the very first request in Brotli once preloaded, compressing nothing itself', async () => {
    await writeBrotliFiles(built);
    const files = new StaticBrotli(built);
    await files.preload();
    const res = fakeResponse();
    expect(files.serve(request(), res as never, url)).toBe(true);
    expect(brotliDecompressSync(res.body as Buffer).toString()).toBe(script);
    expect(files.pending.size).toBe(0);
  });

  it('does not serve a .br older than its file (a file written again after the build)', async () => {
    await writeBrotliFiles(built);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(built, 'chunks/app/[site]/page-77.js'), later, later);
    const files = new StaticBrotli(built);
    await files.preload();
    expect(files.serve(request(), fakeResponse() as never, url)).toBe(false);
    await files.settled();
    expect(files.serve(request(), fakeResponse() as never, url)).toBe(true);
    expect(await writeBrotliFiles(built)).toBe(1);
  });
});

describe('forBrowsersOnly', () => {
  function headersOut(cacheControl: string | undefined) {
    const headers = new Map<string, string>();
    if (cacheControl) headers.set('cache-control', cacheControl);
    let written = false;
    const res = {
      getHeader: (k: string) => headers.get(k.toLowerCase()),
      setHeader: (k: string, v: string) => void headers.set(k.toLowerCase(), v),
      writeHead: () => void (written = true),
    };
    forBrowsersOnly(res as never);
    (res.writeHead as () => void)();
    return { cacheControl: headers.get('cache-control'), written };
  }

  it('adds s-maxage=0 to a public answer as its headers go out, and leaves private or already shared-cache answers', () => {
    expect(headersOut('public, max-age=31536000, immutable')).toEqual({ cacheControl: 'public, max-age=31536000, immutable, s-maxage=0', written: true });
    expect(headersOut('private, no-store').cacheControl).toBe('private, no-store');
    expect(headersOut('public, s-maxage=300').cacheControl).toBe('public, s-maxage=300');
    expect(headersOut('no-publicity').cacheControl).toBe('no-publicity');
    expect(headersOut(undefined)).toEqual({ cacheControl: undefined, written: true });
  });
});
