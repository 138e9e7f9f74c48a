/**
 * The build's scripts and stylesheets in Brotli at its highest quality, made once per file in the background and kept
 * (issue 27 §1). Next serves `/_next/static` itself and the compression middleware codes each answer again: gzip,
 * 117 KB for a first visit's ten chunks, where quality 11 makes 99 KB. Nothing is made at build time, so every way
 * the storefront runs (npm start, e2e, the cluster, the image) gets it without a step of its own: the first request
 * for a file is answered by Next as before and starts its compression (zlib's thread pool, ~50-300 ms a chunk, off
 * the main thread); later ones are answered from memory. The whole build is ~0.8 MB in Brotli.
 *
 * Next's answer in the meantime is immutable too, and a shared cache in front (the nginx front, a venue's CDN) keeps
 * whatever it gets first for the file's life: after each deploy every visitor behind it would get the gzip of that
 * first request. So that answer tells shared caches not to keep it (`s-maxage=0`; a browser ignores s-maxage).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);

const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
/**
 * A build file name: hashed chunk and stylesheet names, no query; a route's own chunks sit under percent-encoded
 * folders (`app/%5Bsite%5D/%5Blocale%5D/…`). A name that leaves the directory once decoded is refused in #make.
 */
const NAME = /^\/_next\/static\/((?:[A-Za-z0-9_~%-][A-Za-z0-9._~%-]*\/)*[A-Za-z0-9_~%-][A-Za-z0-9._~%-]*\.(?:js|css))$/;

export class StaticBrotli {
  /** `dir`: the build's static directory (`<distDir>/static`); at most `maxFiles` kept, a build holds ~200. */
  constructor(dir, { maxFiles = 2000, minBytes = 1024 } = {}) {
    this.dir = path.resolve(dir);
    this.maxFiles = maxFiles;
    this.minBytes = minBytes;
    /** URL path → { body, type, etag } once made, or null for a build file that is not worth it. */
    this.files = new Map();
    this.pending = new Set();
  }

  /** The kept answer for a request path, or undefined (Next answers; the first time, compression starts). */
  lookup(urlPath) {
    const known = this.files.get(urlPath);
    if (known !== undefined) return known ?? undefined;
    const name = NAME.exec(urlPath)?.[1];
    if (name && !this.pending.has(urlPath) && this.files.size + this.pending.size < this.maxFiles) {
      this.pending.add(urlPath);
      void this.#make(urlPath, name).finally(() => this.pending.delete(urlPath));
    }
    return undefined;
  }

  /** Resolves once every compression started so far has ended (tests). */
  async settled() {
    while (this.pending.size) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  async #make(urlPath, name) {
    try {
      const file = path.join(this.dir, decodeURIComponent(name));
      // Names that leave the directory or are not in the build are not remembered: probes for made-up names would
      // otherwise fill the bound and leave the build's own files uncompressed.
      if (!file.startsWith(`${this.dir}${path.sep}`)) return;
      const [bytes, info] = await Promise.all([readFile(file), stat(file)]).catch(() => []);
      if (!bytes || !info) return;
      if (bytes.length < this.minBytes) return void this.files.set(urlPath, null);
      const body = await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
      const etag = `W/"br-${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      this.files.set(urlPath, { body, type: TYPES[path.extname(file)], etag });
    } catch {
      // A name that does not decode: Next answers it, and nothing is remembered (as for a made-up name).
    }
  }

  /**
   * Answers a GET or HEAD for `urlPath` in Brotli if it is kept: the headers Next gives a build file (immutable), the
   * coding, and 304 for a matching If-None-Match. False when it is not kept (the caller lets Next answer).
   */
  serve(req, res, urlPath) {
    const kept = this.lookup(urlPath);
    if (!kept) {
      if (this.pending.has(urlPath)) forBrowsersOnly(res);
      return false;
    }
    res.setHeader('Content-Type', kept.type);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', kept.etag);
    if (req.headers['if-none-match'] === kept.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', kept.body.length);
    res.end(req.method === 'HEAD' ? undefined : kept.body);
    return true;
  }
}

/**
 * Marks an answer not yet sent as one that shared caches must not keep: `s-maxage=0` added to a `public`
 * Cache-Control when the headers go out (Next sets them later, inside its handler). nginx reads s-maxage before
 * max-age, and 0 means "do not cache"; browsers keep the answer as before.
 */
export function forBrowsersOnly(res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadForBrowsersOnly(...args) {
    const cacheControl = this.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl) && !/s-maxage/i.test(cacheControl)) {
      this.setHeader('Cache-Control', `${cacheControl}, s-maxage=0`);
    }
    return writeHead.apply(this, args);
  };
}
