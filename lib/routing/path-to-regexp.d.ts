// Next's bundled path-to-regexp (the matcher of next.config `headers()`/`rewrites()`), used by unit tests.
declare module 'next/dist/compiled/path-to-regexp' {
  export function pathToRegexp(path: string, keys?: unknown[], options?: { strict?: boolean; sensitive?: boolean; delimiter?: string }): RegExp;
}
