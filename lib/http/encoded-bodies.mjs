/**
 * The UTF-8 bytes of the last page bodies sent, kept by string (issue 14 §6, docs/measurements.md). Next answers a
 * cached page with `res.end(html)`, the same string object each time, and Node encodes that string to UTF-8 on every
 * send. Every page of this storefront holds Arabic (the language switcher at least), so V8 keeps it as a two-byte
 * string and the encoding is a full transcoding pass: profiled on the 65 KB events list it cost more than everything
 * Next does for the request. server.mjs hands Node the bytes it encoded the first time instead.
 *
 * A lookup by the same string object is a pointer comparison; an equal copy costs one memcmp. Bounded in entries and
 * in bytes by lru-cache, least recently sent out first. Small bodies are not worth keeping and pass through.
 *
 * `rewriteHtml` (optional) changes an HTML body before it is encoded (server.mjs: scripts-after-paint.mjs), so a
 * cached page is rewritten once, not on every send. An HTML body and another body are never the same string here.
 */
import { LRUCache } from 'lru-cache';

export class EncodedBodies {
  constructor({ minChars = 16_384, maxEntries = 64, maxBytes = 32 * 1024 * 1024, rewriteHtml = null } = {}) {
    this.minChars = minChars;
    this.rewriteHtml = rewriteHtml;
    this.maxBytes = maxBytes;
    this.entries = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (buf) => buf.length });
  }

  /** Bytes kept. */
  get bytes() {
    return this.entries.calculatedSize;
  }

  /**
   * The body to send: a Buffer for a large string (encoded once), anything else as it came. `html`: the body is a
   * page, rewritten first when the constructor was given a rewrite.
   */
  bytesOf(body, html = false) {
    if (typeof body !== 'string') return body;
    const rewrite = html && this.rewriteHtml;
    if (body.length < this.minChars) return rewrite ? rewrite(body) : body;
    const known = this.entries.get(body);
    if (known) return known;
    const encoded = Buffer.from(rewrite ? rewrite(body) : body, 'utf8');
    if (encoded.length > this.maxBytes) return encoded;
    this.entries.set(body, encoded);
    return encoded;
  }

  /**
   * Makes `res.end(string)` send the kept bytes. Only a UTF-8 (default) string end is changed; a callback, another
   * encoding, writes and HEAD answers (`end(null)`) go through untouched. A rewritten page's Content-Length (Next sets
   * it from the string it was given) is set again from the bytes sent.
   */
  wrap(res) {
    const end = res.end;
    const rewrites = this.rewriteHtml !== null;
    const bytesOf = (chunk, html) => this.bytesOf(chunk, html);
    res.end = function endWithKeptBytes(chunk, encoding, cb) {
      if (typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8')) {
        const html = rewrites && /^text\/html/i.test(String(this.getHeader?.('content-type') ?? ''));
        const bytes = bytesOf(chunk, html);
        if (html && !this.headersSent && this.getHeader('content-length') !== undefined) {
          this.setHeader('content-length', Buffer.byteLength(bytes));
        }
        return end.call(this, bytes, cb);
      }
      return end.call(this, chunk, encoding, cb);
    };
    return res;
  }
}
