import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForOk } from '../lib/http.mjs';

/**
 * Reference (a) of the bench: a bare Next.js app of the same version (this repo's node_modules, linked), one
 * prerendered page, no middleware, no rewrites. Generated outside the repo; the prerendered HTML is padded with a
 * comment to exactly the byte size of the storefront page being compared, so both serve the same bytes per request.
 * A second page, `/per-request`, is rendered on every request (it reads the cookies, as a signed-in page must): the
 * floor of what a personal page costs in this Next.js, with no provider, no session and no layout of ours (issue 27
 * item 3 measures the personal pages beside it).
 */
const DIR = path.join(os.tmpdir(), 'storefront-bench-bare-next');
const STAMP = 'bench-stamp.json';
// Bumped when the reference app's pages change, so an older build is rebuilt.
const PAGES_VERSION = 2;

/**
 * The per-request page: shaped like a personal page of the storefront (a header of links, a table of 20 bookings, a
 * footer of links; ~12 KB of HTML) and rendered from the visitor's cookies each time.
 */
const PER_REQUEST_PAGE = `import { cookies } from 'next/headers';
export const dynamic = 'force-dynamic';
const links = (n, prefix) => Array.from({ length: n }, (_, i) => <li key={i}><a href={\`/\${prefix}/\${i}\`}>{prefix} link {i}</a></li>);
export default async function Page() {
  const jar = await cookies();
  const who = jar.get('who')?.value ?? 'visitor';
  const rows = Array.from({ length: 20 }, (_, i) => ({ id: 1000 + i, facility: \`Court \${i % 4}\`, date: \`2026-12-\${String(1 + i).padStart(2, '0')}\`, time: '18:00 - 19:00', amount: (i * 3.5 + 100).toFixed(2) }));
  return (
    <>
      <header><nav aria-label="Main"><ul>{links(10, 'menu')}</ul></nav></header>
      <main>
        <h1>Bookings of {who}</h1>
        <table><thead><tr><th>Booking</th><th>Facility</th><th>Date</th><th>Time</th><th>Amount</th></tr></thead>
          <tbody>{rows.map((r) => <tr key={r.id}><td>{r.id}</td><td>{r.facility}</td><td>{r.date}</td><td>{r.time}</td><td>AED {r.amount}</td></tr>)}</tbody>
        </table>
      </main>
      <footer><ul>{links(24, 'footer')}</ul></footer>
    </>
  );
}
`;

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
  if (!stamp || stamp.nextVersion !== nextVersion || stamp.pages !== PAGES_VERSION || linked !== modules || !existsSync(path.join(DIR, '.next/BUILD_ID'))) {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    symlinkSync(modules, path.join(DIR, 'node_modules'), 'dir');
    write('package.json', JSON.stringify({ name: 'bare-next-reference', private: true }, null, 2));
    write('next.config.mjs', 'export default { poweredByHeader: false, eslint: { ignoreDuringBuilds: true } };\n');
    write('app/layout.js', "export default function RootLayout({ children }) {\n  return <html lang=\"en\"><body>{children}</body></html>;\n}\n");
    write('app/per-request/page.js', PER_REQUEST_PAGE);
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
    writeFileSync(stampFile, JSON.stringify({ nextVersion, pages: PAGES_VERSION }));
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
