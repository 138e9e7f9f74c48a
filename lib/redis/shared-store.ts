import { MemoryCache } from '../provider/memory-cache';
import { connectRedis, type RedisLike } from './shared-client.mjs';

/**
 * A small key-value store with time-to-live that every instance shares (DESIGN §7): in Redis when REDIS_URL is set,
 * in this process's memory otherwise. Redis down (not ready, or a command failing or slower than `timeoutMs`) is
 * never an error: reads and writes use this instance's memory until the client is ready again, as the cache handler
 * does (cache-handler.mjs). Values are JSON.
 */
export interface KeyValueStore<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
  /**
   * Takes `key`'s lock for `ttlMs` unless another holder (any instance) has it: true when this caller may go on.
   * A store that cannot coordinate (memory, Redis down) answers true.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Gives the lock back (the work failed: a repeat may try again at once). */
  release(key: string): Promise<void>;
}

/** Bounded, TTL'd, this process only; its locks are for this process (concurrent requests of one instance). */
export class MemoryStore<V> implements KeyValueStore<V> {
  private readonly cache: MemoryCache<V>;
  private readonly locks: MemoryCache<true>;
  constructor(maxEntries = 5000, now: () => number = Date.now) {
    this.cache = new MemoryCache<V>(maxEntries, now);
    this.locks = new MemoryCache<true>(maxEntries, now);
  }
  async get(key: string) {
    return this.cache.get(key);
  }
  async set(key: string, value: V, ttlMs: number) {
    this.cache.set(key, value, ttlMs);
  }
  async claim(key: string, ttlMs: number) {
    if (this.locks.get(key)) return false;
    this.locks.set(key, true, ttlMs);
    return true;
  }
  async release(key: string) {
    this.locks.delete(key);
  }
}

class Timeout extends Error {}
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Timeout('redis timeout')), ms)))]).finally(() => clearTimeout(timer));
}

/** Redis first, this process's memory as the fallback (and always written, so a Redis outage loses nothing here). */
export class RedisStore<V> implements KeyValueStore<V> {
  private readonly memory: MemoryStore<V>;
  constructor(
    private readonly client: () => RedisLike,
    private readonly prefix: string,
    private readonly timeoutMs = 1000,
    memory?: MemoryStore<V>,
  ) {
    this.memory = memory ?? new MemoryStore<V>();
  }

  /** The client when it is ready; null otherwise (then memory answers). */
  private ready(): RedisLike | null {
    try {
      const c = this.client();
      return c.isReady ? c : null;
    } catch {
      return null;
    }
  }

  async get(key: string): Promise<V | undefined> {
    const c = this.ready();
    if (c) {
      try {
        const raw = await within(c.get(this.prefix + key), this.timeoutMs);
        if (raw != null) return JSON.parse(raw) as V;
      } catch {
        // Redis went away or answered something unreadable: this instance's memory answers.
      }
    }
    return this.memory.get(key);
  }

  async set(key: string, value: V, ttlMs: number): Promise<void> {
    await this.memory.set(key, value, ttlMs);
    const c = this.ready();
    if (!c) return;
    await within(c.set(this.prefix + key, JSON.stringify(value), { PX: ttlMs }), this.timeoutMs).catch(() => undefined);
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    if (!(await this.memory.claim(key, ttlMs))) return false;
    const c = this.ready();
    if (!c) return true;
    let mine = true;
    try {
      mine = (await within(c.set(`${this.prefix}lock:${key}`, '1', { NX: true, PX: ttlMs }), this.timeoutMs)) === 'OK';
    } catch {
      // Redis cannot say: this instance goes on (the provider's own idempotency key is the last guard).
    }
    if (!mine) await this.memory.release(key);
    return mine;
  }

  async release(key: string): Promise<void> {
    await this.memory.release(key);
    const c = this.ready();
    if (c) await within(c.del(`${this.prefix}lock:${key}`), this.timeoutMs).catch(() => undefined);
  }
}

/**
 * The store for `namespace`: Redis (REDIS_URL, keys under REDIS_KEY_PREFIX + namespace) or memory. The client is
 * taken on first use, so importing this (as `next build` does) never connects.
 */
export function sharedStore<V>(namespace: string): KeyValueStore<V> {
  const url = process.env.REDIS_URL;
  if (!url) return new MemoryStore<V>();
  return new RedisStore<V>(() => connectRedis(url), `${process.env.REDIS_KEY_PREFIX ?? 'storefront:'}${namespace}:`);
}
