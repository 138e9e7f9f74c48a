export declare class EncodedBodies {
  constructor(options?: { minChars?: number; maxEntries?: number; maxBytes?: number });
  bytes: number;
  entries: Map<string, Buffer>;
  bytesOf<T>(body: T): T | Buffer;
  wrap<R extends { end: (...args: never[]) => unknown }>(res: R): R;
}
