import type { LRUCache } from 'lru-cache';

export type BodyCoding = 'br' | 'gzip' | 'identity';

export declare function bodyCoding(acceptEncoding: string | undefined): BodyCoding;

export declare class EncodedBodies {
  constructor(options?: { minChars?: number; maxEntries?: number; maxBytes?: number });
  readonly bytes: number;
  entries: LRUCache<string, Partial<Record<BodyCoding, Buffer>> & { identity: Buffer }>;
  bytesOf<T>(body: T, coding?: BodyCoding): T | Buffer;
  wrap<R extends { end: (...args: never[]) => unknown }>(res: R, acceptEncoding: string | undefined): R;
}
