import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { StaticBrotli } from './static-brotli.mjs';

/** Issue 27 §1: build scripts and stylesheets in Brotli (quality 11), made once in the background, then from memory. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'static-brotli-'));
mkdirSync(path.join(dir, 'chunks/app'), { recursive: true });
const script = `self.webpackChunk=(self.webpackChunk||[]).push([[1],{${'a:function(){return "court"},'.repeat(400)}}]);`;
writeFileSync(path.join(dir, 'chunks/app/page-1a2b.js'), script);
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
});
