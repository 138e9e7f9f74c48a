import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * GET /sw.js (issue 25): the service worker built by scripts/build-sw.mjs. Always revalidated, so a new deployment's
 * worker is picked up at the next visit (the spec's version check reloads the page; the worker takes over at once).
 * Missing (a build without it): 404, and the pages simply work online.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

let code: string | null = null;

export async function GET() {
  code ??= await readFile(path.join(process.cwd(), '.sw', 'sw.js'), 'utf8').catch(() => null);
  if (!code) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(code, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'service-worker-allowed': '/', 'x-robots-tag': 'noindex' },
  });
}
