#!/usr/bin/env node
/**
 * Bundles the PDF worker thread (lib/tickets/pdf-worker.ts with @react-pdf/renderer, React, the messages and the
 * ticket views) into one self-contained ES module, .pdf-worker/pdf-worker.mjs, read at run time by
 * lib/tickets/pdf-pool.ts. Next bundles the server's routes but not a worker thread's own file, hence this step;
 * `npm run build` (and scripts/lib/build.mjs) run it before `next build`. Fonts stay files (lib/tickets/fonts).
 */
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './lib/repo.mjs';

export const PDF_WORKER_OUT = path.join(repoRoot, '.pdf-worker', 'pdf-worker.mjs');

/** 'server-only' guards against client bundles; a worker thread is server code, so it is empty here. */
const serverOnly = {
  name: 'server-only',
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }));
    b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
  },
};

/**
 * pdfkit loads its standard fonts through a require() it makes at run time from its own package ('#standard-fonts/…'
 * subpath imports), which a bundle cannot answer; written as plain require() calls they are bundled (lazily run).
 */
const pdfkitStandardFonts = {
  name: 'pdfkit-standard-fonts',
  setup(b) {
    b.onLoad({ filter: /[\\/]pdfkit[\\/]js[\\/]pdfkit\.node\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(/require\$1\((['"])#standard-fonts\//g, 'require($1#standard-fonts/');
      if (contents === source) throw new Error(`pdfkit no longer loads '#standard-fonts/…' as expected: ${args.path}`);
      return { contents, loader: 'js' };
    });
  },
};

export async function buildPdfWorker() {
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ['lib/tickets/pdf-worker.ts'],
    outfile: PDF_WORKER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    // CommonJS dependencies inside an ES module still call require().
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [serverOnly, pdfkitStandardFonts],
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildPdfWorker();
  console.log(`[pdf-worker] ${path.relative(repoRoot, PDF_WORKER_OUT)}`);
}
