import { LRUCache } from 'lru-cache';

/**
 * A small bounded TTL cache (spec §7: optional in-memory response caching by path). The provider client keeps no
 * per-user data in it; the one per-user use is a few seconds of display name per hashed token
 * (lib/auth/session-name.ts). Least recently used out first (lru-cache); each entry carries its own expiry, read
 * against the injected clock.
 */
export class MemoryCache<V> {
  private readonly entries: LRUCache<string, { value: V; expires: number }>;

  constructor(
    maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.entries.set(key, { value, expires: this.now() + ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
