export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
export function rawRequest(opts: {
  port: number;
  path?: string;
  method?: string;
  host?: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  timeoutMs?: number;
}): Promise<RawResponse>;
export function waitForOk(port: number, path?: string, timeoutMs?: number, host?: string): Promise<void>;
