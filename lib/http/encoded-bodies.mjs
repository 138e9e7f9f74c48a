/**
 * The UTF-8 bytes of the last page bodies sent, kept by string (issue 14 §6, docs/measurements.md). Next answers a
 * cached page with `res.end(html)`, the same string object each time, and Node encodes that string to UTF-8 on every
 * send. Every page of this storefront holds Arabic (the language switcher at least), so V8 keeps it as a two-byte
 * string and the encoding is a full transcoding pass: profiled on the 65 KB events list it cost more than everything
 * Next does for the request. server.mjs hands Node the bytes it encoded the first time instead.
 *
 * A lookup by the same string object is a pointer comparison; an equal copy costs one memcmp. Bounded in entries and
 * in bytes by lru-cache, least recently sent out first. Small bodies are not worth keeping and pass through.
 */
import { LRUCache } from 'lru-cache';

export class EncodedBodies {
  constructor({ minChars = 16_384, maxEntries = 64, maxBytes = 32 * 1024 * 1024 } = {}) {
    this.minChars = minChars;
    this.maxBytes = maxBytes;
    this.entries = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (buf) => buf.length });
  }

  /** Bytes kept. */
  get bytes() {
    return this.entries.calculatedSize;
  }

  /** The body to send: a Buffer for a large string (encoded once), anything else as it came. */
  bytesOf(body) {
    if (typeof body !== 'string' || body.length < this.minChars) return body;
    const known = this.entries.get(body);
    if (known) return known;
    const encoded = Buffer.from(body, 'utf8');
    if (encoded.length > this.maxBytes) return encoded;
    this.entries.set(body, encoded);
    return encoded;
  }

  /**
   * Makes `res.end(string)` send the kept bytes. Only a UTF-8 (default) string end is changed; a callback, another
   * encoding, writes and HEAD answers (`end(null)`) go through untouched.
   */
  wrap(res) {
    const end = res.end;
    const bytesOf = (chunk) => this.bytesOf(chunk);
    res.end = function endWithKeptBytes(chunk, encoding, cb) {
      if (typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8')) {
        return end.call(this, bytesOf(chunk), cb);
      }
      return end.call(this, chunk, encoding, cb);
    };
    return res;
  }
}
