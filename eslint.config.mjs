import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const ZOD = { name: 'zod', message: "Import { z } from '@/lib/zod' (jitless, CSP-safe).", allowTypeImports: true };
// Issue 27 §2: next/link's module weighs 3.3 KB gzip on every page; components/ui/AppLink.tsx navigates the same way.
const NEXT_LINK = { name: 'next/link', message: "Use AppLink from '@/components/ui/AppLink' (client navigation without next/link's weight on every page)." };
const NEXT_INTL = { name: 'next-intl', message: "Use 'next-intl/server' (or pass strings as props): 'next-intl' puts its client provider in every page.", allowTypeImports: true };

/** Provider wire shapes: zod schemas and `*Wire` types of lib/provider (DESIGN §1: only lib/provider and lib/api see them). */
const WIRE = { group: ['@/lib/provider/*', '**/provider/*'], importNamePattern: '(Wire|Schema)$' };


// ---- Boundaries: the house (shared/house.json) as import rules, one block per part (issue 22 item 4). ----
// Flat config replaces a rule's options per file rather than merging them, so each block carries the whole
// no-restricted-imports rule for its files: the zod/next-intl paths and the folders those files may never import.
// A folder is named by alias (@/lib/x) and by relative path from one or two levels down.
const libFolder = (f) => [`@/lib/${f}`, `@/lib/${f}/*`, `../${f}`, `../${f}/*`, `../../${f}/*`, `**/lib/${f}/*`];
const compFolder = (f) => [`@/components/${f}`, `@/components/${f}/*`, `../${f}/*`, `../../${f}/*`];
const SCREENS = { group: ['@/components/*', '**/components/*', '@/app/*', '**/app/*'], message: 'lib/ knows no screen: components and routes import lib, never the other way.' };
const WIRE_FOLDER = { group: libFolder('provider'), message: 'Components get app types: the typed clients of lib/api (islands) or the use cases of lib/self-service, lib/catalogue, lib/content (server pages).' };
const SERVER_CASES = ['checkout', 'self-service', 'catalogue', 'tickets', 'orders'];
const RULES = ['booking', 'cart', 'validation', 'format'];
const ban = (folders, message, of = libFolder) => ({ group: folders.flatMap(of), message });
const block = (files, patterns, { paths = [ZOD, NEXT_INTL, NEXT_LINK], ignores = [] } = {}) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { paths, patterns }] } });

const BOUNDARIES = [
  // Every folder of lib/ knows no screen; the server-side folders never use the browser's door.
  block(['lib/**'], [SCREENS], { ignores: ['lib/zod.ts', 'lib/zod-names.ts'] }),
  block(SERVER_CASES.map((f) => `lib/${f}/**`).concat('lib/tenant/**', 'lib/provider/**', 'lib/auth/**'), [SCREENS, ban(['api'], 'Server code reaches the provider through lib/provider, never through the browser client.')]),
  // Rules are pure: no wire shapes, no I/O, no use cases, no doors (house: never Rules -> Provider, Server, Client).
  block(RULES.map((f) => `lib/${f}/**`), [SCREENS, ban(['provider', 'api', 'auth', 'redis', 'http', 'routing', 'tenant', ...SERVER_CASES], 'Domain rules are pure and take their own types (lib/booking/types.ts, lib/cart/types.ts).')], { ignores: ['**/*.test.ts'] }),
  // Their tests may build inputs through lib/provider's fixtures, never with its schemas.
  block(RULES.map((f) => `lib/${f}/**/*.test.ts`), [{ ...WIRE, message: 'Tests of the domain rules take app types; check the wire contract in lib/provider/*.test.ts.' }]),
  // Components: never the wire, never a route, never the sandbox.
  block(['components/**'], [WIRE_FOLDER, { group: ['@/app/*', '**/app/*', '@/sandbox/*', '**/sandbox/*'], message: 'Components know no route and no stand-in provider.' }], { paths: [ZOD, NEXT_LINK] }),
  // The cart does not reach into the booking island (house: never Commerce -> Booking).
  block(['components/cart/**', 'components/checkout/**', 'components/add-to-cart/**', 'components/orders/**'], [WIRE_FOLDER, ban(['booking'], 'Commerce never reaches into the booking island: share through lib/ or components/ui.', compFolder)], { paths: [ZOD, NEXT_LINK] }),
  // Primitives know no feature.
  block(['components/ui/**'], [WIRE_FOLDER, ban(['shell', 'catalogue', 'content', 'booking', 'cart', 'checkout', 'add-to-cart', 'orders', 'auth', 'profile', 'forms', 'search'], 'Primitives know no feature.', compFolder)], { paths: [ZOD, NEXT_LINK] }),
  // The stand-in computes on its own and knows the contract only (house: never Sandbox -> Rules, Routes).
  block(['sandbox/**'], [ban([...RULES, ...SERVER_CASES, 'api', 'tenant', 'routing'], 'The sandbox computes with its own code; it shares only the contract schemas of lib/provider.'), { group: ['**/app/*', '**/components/*'], message: 'The sandbox knows the contract only.' }], {
    paths: [],
    // The one file that compares the two on purpose: the storefront's slot generator against the sandbox's answers.
    ignores: ['sandbox/modules/storefront-contract.test.ts'],
  }),
  // Routes reach the provider over HTTP only.
  block(['app/**'], [{ group: ['@/sandbox/*', '**/sandbox/*'], message: 'The storefront reaches the provider over HTTP only.' }], { paths: [ZOD, NEXT_LINK] }),
];

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  { ignores: ['node_modules/**', '.next/**', '.next-*/**', '.pdf-worker/**', '.sw/**', 'test-results/**', 'playwright-report/**', 'data/**', 'next-env.d.ts'] },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // App code imports zod through lib/zod.ts (jitless: no eval under the CSP, schemas reach the browser too).
  {
    files: ['components/**', 'app/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD, NEXT_LINK] }] },
  },
  // A form the browser could send before hydration (a press or Enter while the scripts load) would go as a GET with
  // its fields in the address, password included. `method="post"` sends nothing visible (Next answers the page);
  // forms on server actions ({...formProps} of components/profile/useActionForm.ts) post their action anyway.
  {
    files: ['components/**/*.tsx', 'app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name=/^(method|action)$/])):not(:has(JSXSpreadAttribute))",
        message: 'Give the form method="post" (or a server action): before hydration the browser would send it as a GET with its fields in the address.',
      }],
    },
  },
  // lib/ also never imports 'next-intl' itself: its server entry drags the client provider into every page.
  {
    files: ['lib/**'],
    ignores: ['lib/zod.ts', 'lib/zod-names.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD, NEXT_INTL, NEXT_LINK] }] },
  },
  ...BOUNDARIES,
];

export default config;
