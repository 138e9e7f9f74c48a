import path from 'node:path';
import { writeBrotliFiles } from '../lib/http/static-brotli.mjs';

/**
 * After `next build`: the build's scripts and stylesheets in Brotli at quality 11, a `.br` beside each, which the
 * server reads at start (lib/http/static-brotli.mjs says why). Writes only what is missing or older than its file.
 */
const dir = path.join(process.env.NEXT_DIST_DIR || '.next', 'static');
const started = Date.now();
const written = await writeBrotliFiles(dir);
console.log(`[brotli] ${written} build files coded in ${Date.now() - started} ms (${dir})`);
