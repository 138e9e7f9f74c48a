import type { LRUCache } from 'lru-cache';

export declare class EncodedBodies {
  constructor(options?: { minChars?: number; maxEntries?: number; maxBytes?: number });
  readonly bytes: number;
  entries: LRUCache<string, Buffer>;
  bytesOf<T>(body: T): T | Buffer;
  wrap<R extends { end: (...args: never[]) => unknown }>(res: R): R;
}
