import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForOk } from '../lib/http.mjs';

/**
 * Reference (a) of the bench: a bare Next.js app of the same version (this repo's node_modules, linked), one
 * prerendered page, no middleware, no rewrites. Generated outside the repo; the prerendered HTML is padded with a
 * comment to exactly the byte size of the storefront page being compared, so both serve the same bytes per request.
 */
const DIR = path.join(os.tmpdir(), 'storefront-bench-bare-next');
const STAMP = 'bench-stamp.json';

function write(rel, text) {
  mkdirSync(path.dirname(path.join(DIR, rel)), { recursive: true });
  writeFileSync(path.join(DIR, rel), text);
}

export async function startBareNext({ port, targetBytes, repoRoot }) {
  const nextVersion = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/next/package.json'), 'utf8')).version;
  const stampFile = path.join(DIR, STAMP);
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : null;
  const modules = path.join(repoRoot, 'node_modules');
  // A reference built from another checkout links that checkout's node_modules, which may be gone since.
  const linked = (() => {
    try {
      return readlinkSync(path.join(DIR, 'node_modules'));
    } catch {
      return null;
    }
  })();
  if (!stamp || stamp.nextVersion !== nextVersion || linked !== modules || !existsSync(path.join(DIR, '.next/BUILD_ID'))) {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    symlinkSync(modules, path.join(DIR, 'node_modules'), 'dir');
    write('package.json', JSON.stringify({ name: 'bare-next-reference', private: true }, null, 2));
    write('next.config.mjs', 'export default { poweredByHeader: false, eslint: { ignoreDuringBuilds: true } };\n');
    write('app/layout.js', "export default function RootLayout({ children }) {\n  return <html lang=\"en\"><body>{children}</body></html>;\n}\n");
    write('app/page.js', "export default function Page() {\n  return <main><h1>Reference page</h1><p>A prerendered page of a bare Next.js app.</p></main>;\n}\n");
    console.log(`[bench] building the bare Next.js ${nextVersion} reference in ${DIR}…`);
    const r = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1', NEXT_DIST_DIR: '' },
    });
    if (r.status !== 0) throw new Error('bare Next.js reference build failed');
    const htmlFile = path.join(DIR, '.next/server/app/index.html');
    writeFileSync(path.join(DIR, '.next/server/app/index.base.html'), readFileSync(htmlFile));
    writeFileSync(stampFile, JSON.stringify({ nextVersion }));
  }
  // Pad the prerendered HTML (served from disk by the incremental cache) to the storefront page's size.
  const base = readFileSync(path.join(DIR, '.next/server/app/index.base.html'), 'utf8');
  const filler = Math.max(0, targetBytes - Buffer.byteLength(base) - '<!---->'.length);
  const padded = base.replace('</body>', `<!--${'x'.repeat(filler)}--></body>`);
  writeFileSync(path.join(DIR, '.next/server/app/index.html'), padded);

  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
  });
  await waitForOk(port, '/');
  return { child, bytes: Buffer.byteLength(padded), nextVersion };
}
