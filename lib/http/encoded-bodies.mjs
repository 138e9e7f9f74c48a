/**
 * The bytes of the last page bodies sent, kept by string and by content coding (issue 14 §6, issue 27 §1;
 * docs/measurements.md). Next answers a cached page with `res.end(html)`, the same string object each time, and two
 * costs were paid again on every send:
 * - Node encodes that string to UTF-8. Every page of this storefront holds Arabic (the language switcher at least),
 *   so V8 keeps it as a two-byte string and the encoding is a full transcoding pass: profiled on the 65 KB events list
 *   it cost more than everything Next does for the request.
 * - Next's compression gzipped it for every browser (~5 ms of CPU for home's 107 KB; wrk, sending no Accept-Encoding,
 *   never showed it). A page is now compressed once per coding the browsers ask for and the bytes kept: Brotli where
 *   accepted (home: 23 KB gzip → 16 KB), gzip otherwise.
 *
 * A lookup by the same string object is a pointer comparison; an equal copy costs one memcmp. Bounded in entries and
 * in bytes by lru-cache (all codings of a page count), least recently sent out first. Small bodies pass through.
 */
import { LRUCache } from 'lru-cache';
import zlib from 'node:zlib';

/**
 * Brotli at quality 5: 1.9 ms once for home's 107 KB, 16 KB (quality 11: 14 KB for 160 ms); gzip at zlib's default
 * level, as Next's compression sent it.
 */
const ENCODE = {
  br: (bytes) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => zlib.gzipSync(bytes),
  identity: (bytes) => bytes,
};

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): Brotli before gzip at equal weight, q-values
 * and `*` honoured, none when neither is acceptable. Here rather than a package: server.mjs runs in the standalone
 * image, which carries only the modules Next's tracing finds.
 */
export function bodyCoding(acceptEncoding) {
  const weights = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : 'identity';
}

const utf8 = (encoding) => encoding === undefined || encoding === 'utf8' || encoding === 'utf-8';

/** Whether an answer may be sent in a content coding of ours: not already coded, not `no-transform`, has a body. */
function mayCode(res) {
  if (res.headersSent || res.getHeader('content-encoding')) return false;
  if (res.statusCode === 204 || res.statusCode === 304) return false;
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('cache-control') ?? ''));
}

function varyOnCoding(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!vary) res.setHeader('Vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) res.setHeader('Vary', `${vary}, Accept-Encoding`);
}

/** Bytes of a page's kept codings together: what counts against the bound. */
const codedSize = (coded) => Object.values(coded).reduce((n, bytes) => n + bytes.length, 0);

export class EncodedBodies {
  constructor({ minChars = 16_384, maxEntries = 64, maxBytes = 32 * 1024 * 1024 } = {}) {
    this.minChars = minChars;
    this.maxBytes = maxBytes;
    this.entries = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: codedSize,
    });
  }

  /** Bytes kept. */
  get bytes() {
    return this.entries.calculatedSize;
  }

  /**
   * The body to send in `coding` ('identity' by default): a Buffer for a large string (encoded and compressed once),
   * anything else as it came (then never compressed here).
   */
  bytesOf(body, coding = 'identity') {
    if (typeof body !== 'string' || body.length < this.minChars) return body;
    const known = this.entries.get(body);
    if (known?.[coding]) return known[coding];
    const identity = known?.identity ?? Buffer.from(body, 'utf8');
    const bytes = ENCODE[coding](identity);
    const coded = { ...known, identity, [coding]: bytes };
    // Re-set so that the entry's size counts the new coding; one that cannot fit is sent, not kept.
    if (codedSize(coded) <= this.maxBytes) this.entries.set(body, coded);
    return bytes;
  }

  /**
   * Makes `res.end(string)` send the kept bytes, compressed as `acceptEncoding` allows, with the Content-Encoding,
   * Content-Length and Vary that go with them. Only a UTF-8 (default) string end with nothing sent before is changed;
   * a callback, another encoding, a streamed answer, HEAD's `end(null)` and answers that must not be coded go through
   * untouched. Installed after (outside) a compression middleware, which then sees the coding and leaves it alone.
   */
  wrap(res, acceptEncoding) {
    const end = res.end;
    const { minChars } = this;
    const bytesOf = (chunk, coding) => this.bytesOf(chunk, coding);
    res.end = function endWithKeptBytes(chunk, encoding, cb) {
      if (typeof chunk !== 'string' || !utf8(encoding)) return end.call(this, chunk, encoding, cb);
      if (chunk.length < minChars || !mayCode(this)) return end.call(this, bytesOf(chunk), cb);
      const coding = bodyCoding(acceptEncoding);
      const bytes = bytesOf(chunk, coding);
      if (coding !== 'identity') this.setHeader('Content-Encoding', coding);
      this.setHeader('Content-Length', bytes.length);
      varyOnCoding(this);
      return end.call(this, bytes, cb);
    };
    return res;
  }
}
