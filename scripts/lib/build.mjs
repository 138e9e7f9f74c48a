import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { mendVendoredReact } from '../patch-react-replay.mjs';

const SOURCES = ['app', 'pages', 'components', 'lib', 'messages', 'middleware.ts', 'next.config.mjs', 'cache-handler.mjs', 'instrumentation.ts', 'package-lock.json', 'public'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = s.mtimeMs;
  for (const e of readdirSync(p)) m = Math.max(m, newest(path.join(p, e)));
  return m;
}

/**
 * Builds the production bundle when there is none or the sources are newer than it, with the PDF worker thread
 * (scripts/build-pdf-worker.mjs, under a second: made again every time, so it always matches the sources).
 */
export function buildIfNeeded(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const stamp = path.join(distDir, 'BUILD_ID');
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newest));
  const worker = spawnSync(process.execPath, [path.join(import.meta.dirname, '..', 'build-pdf-worker.mjs')], { stdio: 'inherit' });
  if (worker.status !== 0) process.exit(worker.status ?? 1);
  // The service worker (scripts/build-sw.mjs, issue 25): also made every time, written only when it changes.
  const sw = spawnSync(process.execPath, [path.join(import.meta.dirname, '..', 'build-sw.mjs')], { stdio: 'inherit' });
  if (sw.status !== 0) process.exit(sw.status ?? 1);
  // The React hydration mend (scripts/patch-react-replay.mjs): a bundle built before it was applied is built again.
  const mended = mendVendoredReact();
  if (!built || built < changed || mended || process.env.FORCE_BUILD === '1') {
    console.log('[start] building the storefront (next build)…');
    const r = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  // The build files in Brotli (scripts/build-brotli.mjs): every time, as the worker above; only what is missing is written.
  const brotli = spawnSync(process.execPath, [path.join(import.meta.dirname, '..', 'build-brotli.mjs')], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir } });
  if (brotli.status !== 0) process.exit(brotli.status ?? 1);
}
