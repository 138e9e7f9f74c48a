import type { LRUCache } from 'lru-cache';

export declare class EncodedBodies {
  constructor(options?: { minChars?: number; maxEntries?: number; maxBytes?: number; rewriteHtml?: ((html: string) => string) | null });
  readonly rewriteHtml: ((html: string) => string) | null;
  readonly bytes: number;
  entries: LRUCache<string, Buffer>;
  bytesOf<T>(body: T, html?: boolean): T | Buffer | string;
  wrap<R extends { end: (...args: never[]) => unknown }>(res: R): R;
}
