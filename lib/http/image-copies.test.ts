import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The storefront image runs `server.mjs`, which Next's standalone tracing does not follow: the Dockerfile copies it,
 * every module it imports and the packages those import by hand. Three modules and then lru-cache's ESM build were
 * missed in turn, each found only when the container would not start (issue 26 item 3). This walks the imports and
 * holds the Dockerfile's storefront stage to them.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');

function serverImports() {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of read(file).matchAll(/^import\s[^'"]*['"]([^'"]+)['"];?$/gm)) {
      if (spec!.startsWith('node:')) continue;
      if (spec!.startsWith('.')) visit(path.posix.join(path.posix.dirname(file), spec!));
      else packages.add(spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!);
    }
  };
  visit('server.mjs');
  return { files: [...files], packages: [...packages] };
}

const storefrontStage = () => {
  const text = read('Dockerfile');
  const start = text.indexOf(' AS storefront');
  const end = text.indexOf('\nFROM ', start);
  return text.slice(start, end === -1 ? undefined : end);
};

describe('the storefront image has what server.mjs imports', () => {
  const { files, packages } = serverImports();
  const stage = storefrontStage();

  it('finds the modules it should (the walk itself works)', () => {
    expect(files).toContain('lib/routing/server-gate.mjs');
    expect(files).toContain('lib/routing/public-cache.mjs');
    expect(packages).toContain('lru-cache');
  });

  it.each(files)('copies %s', (file) => {
    expect(stage).toContain(`/app/${file} ./${file}`);
  });

  it.each(packages)('copies the package %s whole', (pkg) => {
    expect(stage).toContain(`/app/node_modules/${pkg} ./node_modules/${pkg}`);
  });
});
