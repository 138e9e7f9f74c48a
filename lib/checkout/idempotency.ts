import { MemoryCache } from '../provider/memory-cache';

/**
 * One order per checkout attempt (issue 12, bad input and faults): the browser sends an `idempotency-key` per
 * attempt; the storefront's own server answers a repeat (double click, second tab, retried request) with the first
 * attempt's answer, even against a provider that does not deduplicate.
 *
 * The store is an interface so a cache shared by every instance can replace the in-process one; a repeat that
 * arrives while the first attempt is still running waits for it (in this process).
 */
export interface AnswerStore<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
}

/** Bounded, TTL'd, in this process only. */
export class MemoryAnswerStore<V> implements AnswerStore<V> {
  private readonly cache: MemoryCache<V>;
  constructor(maxEntries = 5000, now: () => number = Date.now) {
    this.cache = new MemoryCache<V>(maxEntries, now);
  }
  async get(key: string) {
    return this.cache.get(key);
  }
  async set(key: string, value: V, ttlMs: number) {
    this.cache.set(key, value, ttlMs);
  }
}

/** Keys the browser may send: a UUID or similar opaque token. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** How long an answer is kept: a day, as the provider keeps its own (docs/commerce.md). */
export const ANSWER_TTL_MS = 24 * 60 * 60_000;

export class Once<V> {
  private readonly running = new Map<string, Promise<V>>();
  constructor(
    private readonly store: AnswerStore<V>,
    private readonly ttlMs = ANSWER_TTL_MS,
  ) {}

  /** The first answer for `key`, computing it at most once (per process while running, per store afterwards). */
  async run(key: string, compute: () => Promise<V>): Promise<{ value: V; repeat: boolean }> {
    const inFlight = this.running.get(key);
    if (inFlight) return { value: await inFlight, repeat: true };
    const known = await this.store.get(key);
    if (known !== undefined) return { value: known, repeat: true };
    const again = this.running.get(key);
    if (again) return { value: await again, repeat: true };
    const p = (async () => {
      const value = await compute();
      await this.store.set(key, value, this.ttlMs);
      return value;
    })();
    this.running.set(key, p);
    try {
      return { value: await p, repeat: false };
    } finally {
      this.running.delete(key);
    }
  }
}
