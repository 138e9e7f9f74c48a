/**
 * Next.js's `next/dist/server/lib/etag.js`, swapped in at build time (next.config.mjs `webpack`) for the server
 * bundles. Same contract: `generateETag(payload, weak)` gives a quoted (optionally weak) validator that changes with
 * the payload; Next compares it with If-None-Match and answers 304 itself.
 *
 * Why (issue 14 §6, README "Measured"): Next hashes every cached page with FNV-1a written in JavaScript, one
 * `charCodeAt` per character. Our pages are two-byte strings (Arabic in every page), and the same function sees the
 * fresh render (a rope of chunks) and the cached copy (a flat string); V8 then optimises the loop for both string
 * shapes and it ran at ~10 ns a character: 0.5 ms of a 54 KB page, a third of one instance's CPU on cached pages
 * (profiled: 34 % of samples). A native hash of the same payload costs a few microseconds whatever the string's shape.
 */
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module, as the Next module it stands in for
const { createHash } = require('node:crypto');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { LRUCache } = require('lru-cache');

/**
 * Cached pages are answered with the same string again and again, so the validators of the last pages sent are kept:
 * a lookup by the same string object is a pointer comparison (an equal copy costs one memcmp), far below hashing
 * 50-100 KB again. Bounded by lru-cache: 64 pages, none over 2 M characters, least recently sent out first.
 */
const RECENT_MAX = 64;
const RECENT_MAX_CHARS = 2_000_000;
const recent = new LRUCache({
  max: RECENT_MAX,
  maxSize: RECENT_MAX * RECENT_MAX_CHARS,
  maxEntrySize: RECENT_MAX_CHARS,
  sizeCalculation: (_tag, payload) => Math.max(1, payload.length),
});

function strongTag(payload) {
  const known = recent.get(payload);
  if (known !== undefined) return known;
  const tag = `"${createHash('sha1').update(payload, 'utf8').digest('base64url')}${payload.length.toString(36)}"`;
  recent.set(payload, tag);
  return tag;
}

/** @param {string} payload @param {boolean} [weak] */
function generateETag(payload, weak = false) {
  const tag = strongTag(payload);
  return weak ? `W/${tag}` : tag;
}

// Next's module also exports `fnv1a52`; no bundled module imports it (Next 15.5.29), so it is not offered here.
module.exports = { generateETag };
