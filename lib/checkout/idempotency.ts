import type { KeyValueStore } from '../redis/shared-store';

/**
 * One order per checkout attempt (issue 12, bad input and faults): the browser sends an `idempotency-key` per
 * attempt; the storefront's own server answers a repeat (double click, second tab, retried request) with the first
 * attempt's answer, even against a provider that does not deduplicate.
 *
 * The answers live in a store every instance shares (`sharedStore`, lib/redis/shared-store.ts: Redis when REDIS_URL
 * is set, this process's memory otherwise or while Redis is down). A repeat that arrives while the first attempt is
 * still running waits for it: in this process through its promise, on another instance through the store's lock.
 */

/** Keys the browser may send: a UUID or similar opaque token. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** How long an answer is kept: a day, as the provider keeps its own (docs/commerce.md). */
export const ANSWER_TTL_MS = 24 * 60 * 60_000;

/** How long another instance's attempt may run before a repeat stops waiting for it and places the order itself. */
export const RUNNING_MS = 30_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Once<V> {
  private readonly running = new Map<string, Promise<V>>();
  constructor(
    private readonly store: KeyValueStore<V>,
    private readonly ttlMs = ANSWER_TTL_MS,
    private readonly runningMs = RUNNING_MS,
    private readonly pollMs = 100,
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
      // Another instance is placing this attempt: its answer is awaited (it never came: this one places it).
      if (!(await this.store.claim(key, this.runningMs))) {
        for (const end = Date.now() + this.runningMs; Date.now() < end; ) {
          await pause(this.pollMs);
          const theirs = await this.store.get(key);
          if (theirs !== undefined) return { value: theirs, repeat: true };
        }
      }
      try {
        const value = await compute();
        await this.store.set(key, value, this.ttlMs);
        return { value, repeat: false };
      } finally {
        await this.store.release(key);
      }
    })();
    const value = p.then((r) => r.value);
    value.catch(() => undefined); // the caller below sees the failure; concurrent repeats get it through `value`
    this.running.set(key, value);
    try {
      return await p;
    } finally {
      this.running.delete(key);
    }
  }
}
