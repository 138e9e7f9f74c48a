import { createHash } from 'node:crypto';
import { MemoryCache } from '../provider/memory-cache';
import type { RequestContext } from '../provider/headers';

/**
 * The signed-in customer's display name for /api/session, kept a few seconds per bearer token so that a page view
 * (header, drawer, booking islands each asking /api/session) costs at most one provider call (customers/me). Keys
 * are a hash of the token, never the token; bounded, least recently used dropped first. Only names the provider
 * gave are kept (a failed call is asked again next time); a profile save forgets the entry.
 */
export class SessionNames {
  private readonly cache: MemoryCache<string>;
  private readonly pending = new Map<string, Promise<string | null>>();

  constructor(
    private readonly ttlMs = 5_000,
    max = 1_000,
    now: () => number = Date.now,
  ) {
    this.cache = new MemoryCache<string>(max, now);
  }

  /** The name for this venue and token: cached, or asked with `load` (null: not known, not kept). */
  async get(ctx: RequestContext, load: () => Promise<string | null>): Promise<string | null> {
    const key = keyOf(ctx);
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    let p = this.pending.get(key);
    if (!p) {
      p = load()
        .catch(() => null)
        .then((name) => {
          this.pending.delete(key);
          if (name !== null) this.cache.set(key, name, this.ttlMs);
          return name;
        });
      this.pending.set(key, p);
    }
    return p;
  }

  forget(ctx: RequestContext): void {
    this.cache.delete(keyOf(ctx));
  }

  get size(): number {
    return this.cache.size;
  }
}

const keyOf = (ctx: RequestContext) => createHash('sha256').update(`${ctx.siteToken ?? ''}\n${ctx.bearer ?? ''}`).digest('base64url');

/** The process's one cache of session names. */
export const sessionNames = new SessionNames();
