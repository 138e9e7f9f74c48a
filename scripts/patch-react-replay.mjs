#!/usr/bin/env node
/**
 * Mends a hydration bug in the React that Next 15.5 bundles (next/dist/compiled/react-dom, a 19.2 canary of
 * 2025-08-18), fixed upstream in facebook/react#35494 (issue #35210; reported again as #37584 against Next 15.5).
 *
 * While the browser hydrates a page whose server data is still arriving (a slow phone or network, a busy server), a
 * host element whose children include a part not received yet (an outlined server component row) suspends after it
 * has claimed its server-rendered node. When the part arrives React replays that element, but its hydration cursor
 * is still inside the node it claimed: the replay claims the element's first child in its place, the next element
 * finds the wrong node, and React reports error #418 ("HTML"), throws the server's DOM away and renders the page
 * again, wiping whatever the visitor had typed. Seen on /login: the mobile number and password typed before the
 * scripts finished were gone (docs/decisions.md, "React's hydration replay").
 *
 * The mend is upstream's: before the replay, the cursor goes back to the node the element claimed and to its host
 * parent, so the element claims the same node again. Run before every build (`npm run build`, scripts/lib/build.mjs)
 * and `npm run dev`, since the client bundle is made from these files (not at install: the image installs before it
 * copies the scripts); idempotent. When it changes a file it clears webpack's cache, which keys node_modules by
 * package version and would keep the unmended module.
 *
 * A vendored React it does not know stops the build: check whether that version has the upstream fix, then add it
 * to FIXED (and this script can go once every pinned version has it) or to AFFECTED.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'node_modules/next/dist/compiled/react-dom');
/** Vendored React versions without facebook/react#35494 (checked against their replay code). */
const AFFECTED = ['19.2.0-canary-0bdb9206-20250818'];
/** Vendored React versions that carry the upstream fix: nothing to do. */
const FIXED = [];
/** The client builds that hydrate: production (next build), profiling, development (next dev). */
const FILES = ['cjs/react-dom-client.production.js', 'cjs/react-dom-profiling.profiling.js', 'cjs/react-dom-client.development.js', 'cjs/react-dom-profiling.development.js'];
export const MARK = '/* storefront: replay re-claims its node (facebook/react#35494) */';
// The replay's host-component branch: `case 5: resetHooksOnUnwind(<fiber>);` then the fall-through to beginWork.
const BRANCH = /case 5:\n(\s*)resetHooksOnUnwind\((\w+)\);\n/;
/** The hydration state the mend uses: a build that does not have them under these names cannot be mended. */
const NAMES = ['isHydrating', 'hydrationParentFiber', 'popToNextHostParent', 'nextHydratableInstance'];

/**
 * One build's text with the mend: when the replayed host element had claimed its node (it is the hydration parent),
 * the cursor goes back to that node and the parent to its host parent. Null when the branch is not in the text.
 */
export function mend(source) {
  if (source.includes(MARK)) return { source, changed: false };
  const m = BRANCH.exec(source);
  if (!m) return null;
  const [whole, indent, fiber] = m;
  const restore =
    `${indent}${MARK}\n` +
    `${indent}null === ${fiber}.alternate && isHydrating && hydrationParentFiber === ${fiber} && null !== ${fiber}.stateNode &&\n` +
    `${indent}  (popToNextHostParent(${fiber}), (nextHydratableInstance = ${fiber}.stateNode));\n`;
  return { source: source.replace(whole, whole + restore), changed: true };
}

function vendoredVersion() {
  const client = readFileSync(path.join(dir, 'cjs/react-dom-client.production.js'), 'utf8');
  return /exports\.version = "([^"]+)"/.exec(client)?.[1] ?? null;
}

/** Mends the vendored builds; returns how many files it changed (0 when they were mended already). */
export function mendVendoredReact() {
  if (!existsSync(dir)) return 0; // no Next installed yet (an install in progress): nothing to mend
  const version = vendoredVersion();
  if (version && FIXED.includes(version)) return 0;
  if (!version || !AFFECTED.includes(version)) {
    console.error(`patch-react-replay: Next bundles React ${version ?? '(unknown)'}; check it for facebook/react#35494 and list it in scripts/patch-react-replay.mjs`);
    process.exit(1);
  }
  let changed = 0;
  for (const rel of FILES) {
    const file = path.join(dir, rel);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    // Checked before mending (the mend itself writes these names); a mended file was checked when it was mended.
    const result = source.includes(MARK) || NAMES.every((name) => source.includes(name)) ? mend(source) : null;
    if (!result) {
      console.error(`patch-react-replay: the replay branch was not found in ${rel}; the mend cannot be applied`);
      process.exit(1);
    }
    if (result.changed) {
      writeFileSync(file, result.source);
      changed++;
    }
  }
  if (changed) {
    rmSync(path.join(root, '.next/cache/webpack'), { recursive: true, force: true });
    console.log(`patch-react-replay: mended ${changed} React build(s) of Next's vendored ${version}`);
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) mendVendoredReact();
