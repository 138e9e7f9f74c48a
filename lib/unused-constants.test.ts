import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15.7: a constant that nothing uses goes, like a flag that does nothing. Every exported UPPER_CASE constant
 * of lib/ must be used by the product's own code (its own module or any other), not only by tests: a rule that is
 * declared and never applied is a rule the storefront silently does not follow.
 */
const ROOT = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['lib', 'components', 'app', 'pages', 'sandbox', 'scripts'];
const ROOT_FILES = ['middleware.ts', 'instrumentation.ts', 'server.mjs', 'next.config.mjs', 'cache-handler.mjs'];
const isSource = (f: string) => /\.(ts|tsx|mjs)$/.test(f) && !/\.(test|bench|spec)\.tsx?$/.test(f) && !f.includes('__fixtures__');

function walk(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out = out.concat(walk(p));
    else if (isSource(p)) out.push(p);
  }
  return out;
}

const files = [...SOURCE_DIRS.flatMap((d) => walk(path.join(ROOT, d))), ...ROOT_FILES.map((f) => path.join(ROOT, f))].filter((f) => {
  try {
    return statSync(f).isFile();
  } catch {
    return false;
  }
});
const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));

/** Exported constants of a module that its own code and every other module leave unused. */
export function unusedConstants(sources: Map<string, string>, scope: (file: string) => boolean): string[] {
  const unused: string[] = [];
  for (const [file, src] of sources) {
    if (!scope(file)) continue;
    for (const m of src.matchAll(/^export const ([A-Z][A-Z0-9_]+)\b/gm)) {
      const name = m[1]!;
      const word = new RegExp(`\\b${name}\\b`, 'g');
      const ownUses = (src.match(word) ?? []).length - 1;
      const elsewhere = [...sources].some(([other, s]) => other !== file && new RegExp(`\\b${name}\\b`).test(s));
      if (ownUses === 0 && !elsewhere) unused.push(`${path.relative(ROOT, file)}: ${name}`);
    }
  }
  return unused;
}

describe('constants of lib/ (issue 15.7)', () => {
  it('every exported constant is used by the storefront or the sandbox, not only declared', () => {
    expect(unusedConstants(text, (f) => path.relative(ROOT, f).startsWith('lib/'))).toEqual([]);
  });

  it('finds a constant nobody uses (the check can fail)', () => {
    const sample = new Map([
      [path.join(ROOT, 'lib/a.ts'), 'export const USED = 1;\nexport const DEAD = 2;\nexport const SELF = 3;\nconst x = SELF;'],
      [path.join(ROOT, 'components/b.ts'), "import { USED } from '../lib/a';"],
    ]);
    expect(unusedConstants(sample, (f) => f.includes('/lib/'))).toEqual(['lib/a.ts: DEAD']);
  });
});
