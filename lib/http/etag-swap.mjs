/**
 * The one place that names the Next.js internal module the server bundles swap (next.config.mjs `webpack`): Next's
 * page ETag hash `next/dist/server/lib/etag.js` is replaced by lib/http/etag.cjs (that file says why; README
 * "Measured" and docs/decisions.md say what it is worth). Replacing a framework file by path is fragile, so the
 * replaced module is pinned here by content hash and lib/http/etag-swap.test.ts fails on any Next upgrade that
 * changes it, its exports or the modules that import it: the swap is then re-checked by hand, never broken silently.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Next's ETag module as webpack resolves it for the server bundles. */
export const NEXT_ETAG_MODULE = /[\\/]next[\\/]dist[\\/]server[\\/]lib[\\/]etag\.js$/;

/** Ours, as an absolute path (so webpack takes the replacement as is). */
export const ETAG_MODULE = fileURLToPath(new URL('./etag.cjs', import.meta.url));

/**
 * What the swap was checked against (Next 15.5.29): sha256 of the replaced module and of its ESM twin, and the Next
 * files that import it (each uses `generateETag` only).
 */
export const PINNED = {
  nextVersion: '15.5.29',
  sha256: {
    'next/dist/server/lib/etag.js': '0a6541a003fbc38378af0fd478576765babc5cc175fe52d75165827c5c2dcacd',
    'next/dist/esm/server/lib/etag.js': '1c74fb0e0351754ae519614d6fb6bb4a57e3b6b3ce897490405399e9beb57b69',
  },
  importers: [
    'next/dist/esm/server/api-utils/node/api-resolver.js',
    'next/dist/esm/server/send-payload.js',
    'next/dist/server/api-utils/node/api-resolver.js',
    'next/dist/server/send-payload.js',
  ],
};

/**
 * Whether this build swaps the module. On by default; `STOREFRONT_NEXT_ETAG=1` at build time keeps Next's own (the
 * bench's "both ways" measurement, docs/decisions.md).
 */
export function etagSwapEnabled(env = process.env) {
  if (env.STOREFRONT_NEXT_ETAG === '1') return false;
  if (nextEtagIsPinned()) return true;
  // A Next upgrade changed the module: build with Next's own (correct, slower) rather than swap what we never read.
  console.warn(`[etag] next/dist/server/lib/etag.js differs from the module checked for Next ${PINNED.nextVersion}: Next's own page ETag is kept (lib/http/etag-swap.mjs)`);
  return false;
}

/** Whether the installed Next's CommonJS ETag module is the one pinned (what the server bundles resolve). */
export function nextEtagIsPinned(resolve = createRequire(import.meta.url).resolve) {
  try {
    const file = 'next/dist/server/lib/etag.js';
    return createHash('sha256').update(readFileSync(resolve(file))).digest('hex') === PINNED.sha256[file];
  } catch {
    return false;
  }
}
