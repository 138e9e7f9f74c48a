import compile from 'icu-minify/compile';

/**
 * Issue 27 §2: the client islands format precompiled messages (use-intl's `format-only`, under 1 KB) instead of
 * shipping intl-messageformat's parser (~12 KB gzip on the cart, the sign-in, registration, forms and partner pages).
 * Every message a client provider is given is compiled here, once per catalogue: on the server for the providers
 * rendered by server components (lib/i18n/client-messages.ts), and by the build for the catalogues a client module
 * imports itself (lib/i18n/compiled-messages-loader.cjs). Server components keep the raw catalogue (`t.raw` needs it).
 */
export function compileMessages(tree) {
  // icu-minify gives a plural's or a select's cases as null-prototype objects, which React refuses to pass from a
  // server component to a client one: the tree goes through JSON once, as the loader's output does anyway.
  return JSON.parse(JSON.stringify(compileTree(tree)));
}

function compileTree(tree) {
  const out = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? compile(value) : value && typeof value === 'object' ? compileTree(value) : value;
  }
  return out;
}
