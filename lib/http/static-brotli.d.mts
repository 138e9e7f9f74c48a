import type { IncomingMessage, ServerResponse } from 'node:http';

export declare class StaticBrotli {
  constructor(dir: string, options?: { maxFiles?: number; minBytes?: number });
  readonly files: Map<string, { body: Buffer; type: string; etag: string } | null>;
  readonly pending: Set<string>;
  preload(): Promise<void>;
  lookup(urlPath: string): { body: Buffer; type: string; etag: string } | undefined;
  settled(): Promise<void>;
  serve(req: IncomingMessage, res: ServerResponse, urlPath: string): boolean;
}

export declare function forBrowsersOnly(res: ServerResponse): void;
export declare function writeBrotliFiles(staticDir: string): Promise<number>;
