import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const INCLUDE = ['lib/**/*.test.ts', 'sandbox/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts'];
const DIRS = ['lib', 'sandbox', 'components', 'scripts'];

/**
 * Test files that change what other files would share in one worker: module mocks, stubbed environment or globals,
 * spies, fake timers, module resets, writes to process.env or globalThis. They run isolated (a fresh module graph
 * per file, vitest's default). Found from the sources, so a new test that mocks is isolated without anyone listing it.
 */
const SHARED_STATE = /vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn|resetModules)\b|process\.env\.[A-Z_]+ *=[^=]|process\.env\[[^\]]+\] *=[^=]|process\.chdir|globalThis\.[A-Za-z_$]+ *=[^=]/;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts') && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(dir, name));
}

const isolated = DIRS.flatMap(testFiles).filter((f) => SHARED_STATE.test(readFileSync(path.join(root, f), 'utf8')));

export default defineConfig({
  resolve: { alias: { '@': path.resolve(root) } },
  // tsconfig keeps JSX for Next ('preserve'); tests compile it themselves (server components, lib/tickets/pdf.tsx).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    server: { deps: { inline: ['server-only'] } },
    // Most test files only call pure functions and their own servers: they share a worker's module graph (no fresh
    // import of zod, the schemas and the sandbox per file), which takes the run from 2-2.4 min to ~1.1 on 2 cores.
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true, benchmark: { include: [] } } },
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: isolated, isolate: false, pool: 'threads' } },
    ],
  },
});
