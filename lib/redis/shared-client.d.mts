/** The commands the app's shared stores use (the client is @redis/client's, see shared-client.mjs). */
export interface RedisLike {
  readonly isReady: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options?: { PX?: number; NX?: boolean }): Promise<string | null>;
  del(key: string): Promise<number>;
}

export function connectRedis(url: string): RedisLike;
