import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { MARK, mend } from './patch-react-replay.mjs';

/**
 * scripts/patch-react-replay.mjs: the React that Next bundles replays a suspended host element during hydration
 * without putting its cursor back (facebook/react#35210), so an identical server page fails with #418 and is
 * rendered again, losing what the visitor typed. The tree is upstream's reproduction (#37584): a host element whose
 * child arrives one microtask after hydration reached it, as an outlined server-component row does.
 */
// The production builds throughout (the vendored React picks its build by NODE_ENV when first required).
const env = process.env as Record<string, string | undefined>;
const nodeEnv = env.NODE_ENV;
env.NODE_ENV = 'production';
const vendored = path.resolve('node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js');
const vendoredRequire = createRequire(vendored);
type ReactLike = typeof import('react');
type ClientLike = typeof import('react-dom/client');
const React = vendoredRequire('next/dist/compiled/react') as ReactLike;
const { renderToString } = vendoredRequire('next/dist/compiled/react-dom/server.node') as { renderToString: (el: unknown) => string };

const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>');
const g = globalThis as Record<string, unknown>;
const saved = Object.fromEntries(['window', 'document', 'navigator'].map((k) => [k, g[k]]));
Object.assign(g, { window: dom.window, document: dom.window.document });
Object.defineProperty(g, 'navigator', { value: dom.window.navigator, configurable: true });
afterAll(() => {
  env.NODE_ENV = nodeEnv;
  for (const [k, v] of Object.entries(saved)) Object.defineProperty(g, k, { value: v, configurable: true, writable: true });
});

/** Compiles a react-dom client build from its text, resolving its own requires from the vendored folder. */
function clientFrom(source: string): ClientLike {
  const m = new Module(vendored) as Module & { _compile(code: string, file: string): void; paths: string[] };
  m.filename = vendored;
  m.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(vendored));
  m._compile(source, vendored);
  return m.exports as ClientLike;
}

const h = React.createElement;
function App({ child }: { child: unknown }) {
  return h('div', { id: 'outer' }, h('p', null, 'before'), h('div', { id: 'target' }, child as never), h('p', null, 'after'));
}
/** A lazy node (not a lazy component) still pending when hydration reaches it, fulfilled one microtask later. */
function lateChild() {
  return React.lazy(() => {
    const chunk = {
      status: 'pending',
      value: undefined as unknown,
      then(resolve: (v: unknown) => void) {
        queueMicrotask(() => {
          chunk.status = 'fulfilled';
          chunk.value = { default: h('section', { id: 'child' }, 'late child') };
          resolve(chunk.value);
        });
      },
    };
    return chunk as unknown as Promise<{ default: React.ComponentType }>;
  });
}

async function hydrate(client: ClientLike) {
  const container = dom.window.document.createElement('div');
  container.innerHTML = renderToString(h(App, { child: h('section', { id: 'child' }, 'late child') }));
  dom.window.document.body.appendChild(container);
  const serverNode = container.querySelector('#child');
  const errors: string[] = [];
  React.startTransition(() => {
    client.hydrateRoot(container, h(App, { child: lateChild() }), { onRecoverableError: (e) => errors.push(String((e as Error).message)) });
  });
  await new Promise((r) => setTimeout(r, 200));
  return { errors, kept: container.querySelector('#child') === serverNode, text: container.textContent };
}

describe('React hydration replay (scripts/patch-react-replay.mjs)', () => {
  // The build mends the installed file (scripts/lib/build.mjs); unit tests may run before it, on either text.
  const installed = readFileSync(vendored, 'utf8');
  const original = installed.replace(new RegExp(`[ \\t]*${MARK.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\n[^\\n]*\\n[^\\n]*\\n`), '');

  const mended = mend(original)?.source ?? '';

  it('finds the replay branch in the vendored build, once, and mending is idempotent', () => {
    expect(mended).toContain(MARK);
    expect(mended.split(MARK)).toHaveLength(2);
    expect(mend(mended)).toEqual({ source: mended, changed: false });
  });

  it('without the mend, a replayed host element fails hydration of an identical page (#418) and its nodes are replaced', async () => {
    const r = await hydrate(clientFrom(original));
    expect(r.errors.join(' ')).toContain('418');
    expect(r.kept).toBe(false);
  });

  it('with the mend, the same page hydrates: no error, the server nodes kept', async () => {
    const r = await hydrate(clientFrom(mended));
    expect(r.errors).toEqual([]);
    expect(r.kept).toBe(true);
    expect(r.text).toBe('beforelate childafter');
  });
});
