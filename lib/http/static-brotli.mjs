/**
 * The build's scripts and stylesheets in Brotli at its highest quality (issue 27 §1). Next serves `/_next/static`
 * itself and the compression middleware codes each answer again: gzip, 117 KB for a first visit's ten chunks, where
 * quality 11 makes 99 KB. `npm run build` writes a `.br` beside each file (`writeBrotliFiles`, ~3 s); the server
 * reads them at start (`preload`, ~0.8 MB) and answers from memory from the first request on.
 *
 * A build without them (made by `next build` alone) still gets Brotli: a file's first request is answered by Next and
 * starts its compression on zlib's thread pool, later ones are answered from memory. That costs the server ~3 s of
 * CPU after each start and ~35 MB of resident memory glibc keeps from the encoders, hence the build step. Next's
 * answer in the meantime is immutable too, and a shared cache in front (the nginx front, a venue's CDN) keeps whatever
 * it gets first for the file's life: so that answer tells shared caches not to keep it (`s-maxage=0`; a browser
 * ignores s-maxage).
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);

const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
/**
 * A build file name: hashed chunk and stylesheet names, no query; a route's own chunks sit under percent-encoded
 * folders (`app/%5Bsite%5D/%5Blocale%5D/…`). A name that leaves the directory once decoded is refused.
 */
const NAME = /^\/_next\/static\/((?:[A-Za-z0-9_~%-][A-Za-z0-9._~%-]*\/)*[A-Za-z0-9_~%-][A-Za-z0-9._~%-]*\.(?:js|css))$/;
/** Smaller files are not worth a coding (Next's compression middleware draws the same line). */
const MIN_BYTES = 1024;

const compress = (bytes) =>
  brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
const etagOf = (info) => `W/"br-${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

/** Every file under `dir` whose name matches `pattern`, as paths relative to `dir`. */
function filesUnder(dir, pattern, prefix = '') {
  if (!existsSync(path.join(dir, prefix))) return [];
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) return filesUnder(dir, pattern, rel);
    return pattern.test(entry.name) ? [rel] : [];
  });
}

/**
 * Writes `<file>.br` beside each script and stylesheet of the build's static directory that is worth it, unless one
 * newer than the file is there. Run by `npm run build` and by the test and bench starts after their build.
 */
export async function writeBrotliFiles(staticDir) {
  const written = await Promise.all(
    filesUnder(staticDir, /\.(?:js|css)$/).map(async (rel) => {
      const file = path.join(staticDir, rel);
      const [info, coded] = await Promise.all([stat(file), stat(`${file}.br`).catch(() => null)]);
      if (info.size < MIN_BYTES || (coded && coded.mtimeMs >= info.mtimeMs)) return 0;
      await writeFile(`${file}.br`, await compress(await readFile(file)));
      return 1;
    }),
  );
  return written.reduce((a, b) => a + b, 0);
}

export class StaticBrotli {
  /** `dir`: the build's static directory (`<distDir>/static`); at most `maxFiles` kept, a build holds ~200. */
  constructor(dir, { maxFiles = 2000, minBytes = MIN_BYTES } = {}) {
    this.dir = path.resolve(dir);
    this.maxFiles = maxFiles;
    this.minBytes = minBytes;
    /** File path under `dir` → { body, type, etag } once read or made, or null for a file not worth it. */
    this.files = new Map();
    this.pending = new Set();
  }

  /** Reads the `.br` files the build wrote (server start; a few milliseconds for a whole build). */
  async preload() {
    const coded = filesUnder(this.dir, /\.(?:js|css)\.br$/).slice(0, this.maxFiles);
    await Promise.all(coded.map((rel) => this.#read(rel.slice(0, -'.br'.length))));
  }

  /** The kept answer for a request path, or undefined (Next answers; the first time, compression starts). */
  lookup(urlPath) {
    return this.#lookup(this.#relative(urlPath));
  }

  #lookup(rel) {
    if (rel === undefined) return undefined;
    const known = this.files.get(rel);
    if (known !== undefined) return known ?? undefined;
    if (!this.pending.has(rel) && this.files.size + this.pending.size < this.maxFiles) {
      this.pending.add(rel);
      void this.#make(rel).finally(() => this.pending.delete(rel));
    }
    return undefined;
  }

  /** Resolves once every compression started so far has ended (tests). */
  async settled() {
    while (this.pending.size) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /** The file a request path names, relative to the directory; undefined for other names and ones that leave it. */
  #relative(urlPath) {
    const name = NAME.exec(urlPath)?.[1];
    if (!name) return undefined;
    try {
      const file = path.join(this.dir, decodeURIComponent(name));
      return file.startsWith(`${this.dir}${path.sep}`) ? path.relative(this.dir, file) : undefined;
    } catch {
      return undefined; // a name that does not decode: Next answers it
    }
  }

  /** The build's own `.br` for `rel`; false when there is none (or it is older than the file). */
  async #read(rel) {
    const file = path.join(this.dir, rel);
    const [info, coded, body] = await Promise.all([stat(file), stat(`${file}.br`), readFile(`${file}.br`)]).catch(() => []);
    if (!info || coded.mtimeMs < info.mtimeMs) return false;
    this.files.set(rel, { body, type: TYPES[path.extname(file)], etag: etagOf(info) });
    return true;
  }

  async #make(rel) {
    if (await this.#read(rel)) return;
    const file = path.join(this.dir, rel);
    const [bytes, info] = await Promise.all([readFile(file), stat(file)]).catch(() => []);
    // Names not in the build are not remembered: probes for made-up names would otherwise fill the bound and leave
    // the build's own files uncompressed.
    if (!bytes || !info) return;
    if (bytes.length < this.minBytes) return void this.files.set(rel, null);
    this.files.set(rel, { body: await compress(bytes), type: TYPES[path.extname(file)], etag: etagOf(info) });
  }

  /**
   * Answers a GET or HEAD for `urlPath` in Brotli if it is kept: the headers Next gives a build file (immutable), the
   * coding, and 304 for a matching If-None-Match. False when it is not kept (the caller lets Next answer).
   */
  serve(req, res, urlPath) {
    const rel = this.#relative(urlPath);
    const kept = this.#lookup(rel);
    if (!kept) {
      // Next's answer is an interim one while this file's Brotli is being made.
      if (rel !== undefined && this.pending.has(rel)) forBrowsersOnly(res);
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
