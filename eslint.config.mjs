import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const ZOD = { name: 'zod', message: "Import { z } from '@/lib/zod' (jitless, CSP-safe).", allowTypeImports: true };
const NEXT_INTL = { name: 'next-intl', message: "Use 'next-intl/server' (or pass strings as props): 'next-intl' puts its client provider in every page.", allowTypeImports: true };

/** Provider wire shapes: zod schemas and `*Wire` types of lib/provider (DESIGN §1: only lib/provider and lib/api see them). */
const WIRE = { group: ['@/lib/provider/*', '**/provider/*'], importNamePattern: '(Wire|Schema)$' };

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
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD] }] },
  },
  // lib/ also never imports 'next-intl' itself: its server entry drags the client provider into every page.
  {
    files: ['lib/**'],
    ignores: ['lib/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD, NEXT_INTL] }] },
  },
  {
    // The domain owns its types: booking and cart rules never depend on the wire layer (lib/provider maps onto them).
    files: ['lib/booking/**', 'lib/cart/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD, NEXT_INTL],
          patterns: [{ group: ['**/provider/*', '@/lib/provider/*'], message: 'Domain rules take their own types (lib/booking/types.ts, lib/cart/types.ts).' }],
        },
      ],
    },
  },
  {
    // Their tests may build inputs through lib/provider's fixtures, never with its schemas (contract checks of what
    // the cart sends live in lib/provider/commerce.test.ts).
    files: ['lib/booking/**/*.test.ts', 'lib/cart/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ZOD, NEXT_INTL], patterns: [{ ...WIRE, message: 'Tests of the domain rules take app types; check the wire contract in lib/provider/*.test.ts.' }] },
      ],
    },
  },
  {
    // Components get the app's reshaped types, never provider wire shapes (DESIGN §1). Flat config replaces a rule's
    // options per file rather than merging them, so the zod path is repeated here.
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD],
          patterns: [
            {
              ...WIRE,
              message:
                'Components take app types: the typed clients of lib/api/ fetch, parse and reshape (lib/provider/); import the app type or the client.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
