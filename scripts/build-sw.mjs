#!/usr/bin/env node
/**
 * Bundles the service worker (lib/offline/sw.ts with Serwist, issue 25) into one minified classic script,
 * .sw/sw.js, served at /sw.js by app/sw.js/route.ts. Run before `next build` by `npm run build` and
 * scripts/lib/build.mjs (under a second), so it always matches the sources. The file is written only when its
 * content changes: the build check compares modification times.
 */
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './lib/repo.mjs';

export const SW_OUT = path.join(repoRoot, '.sw', 'sw.js');

export async function buildServiceWorker() {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: ['lib/offline/sw.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  const old = await readFile(SW_OUT, 'utf8').catch(() => null);
  if (old === code) return;
  await mkdir(path.dirname(SW_OUT), { recursive: true });
  await writeFile(SW_OUT, code);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServiceWorker();
}
