/**
 * Step 1 of the request path (lib/routing/request-path.mjs): server.mjs's memory of which hosts are venues that are
 * up (plain JavaScript: the server runs without a build step). What a marked request gets is decided in the
 * middleware (lib/routing/middleware-rules.ts, lib/routing/site-state.ts).
 */
import { LRUCache } from 'lru-cache';

/**
 * Whether each host is a venue that is up, asked once per host and kept briefly: `upMs` while up, `downMs` while not
 * (so a venue back from maintenance, or a host just added to the tenants file, is served soon). Bounded: any host
 * can be sent, so at most `max` are kept, the least recently used dropped first. Concurrent first requests share one question.
 */
export class VenueStates {
  constructor({ ask, upMs = 30_000, downMs = 5_000, max = 1_000, now = () => Date.now() }) {
    this.ask = ask;
    this.upMs = upMs;
    this.downMs = downMs;
    this.now = now;
    /** host → { up, until }: bounded by lru-cache, least recently used out first. */
    this.entries = new LRUCache({ max });
    this.pending = new Map();
  }

  /** true / false when known and fresh, undefined when it must be asked. */
  cached(host) {
    const e = this.entries.get(host ?? '');
    if (!e) return undefined;
    if (e.until <= this.now()) return undefined;
    return e.up;
  }

  get(host) {
    const key = host ?? '';
    const fresh = this.cached(key);
    if (fresh !== undefined) return Promise.resolve(fresh);
    let p = this.pending.get(key);
    if (!p) {
      p = Promise.resolve()
        .then(() => this.ask(key))
        .catch(() => false)
        .then((up) => {
          this.pending.delete(key);
          this.entries.set(key, { up: up === true, until: this.now() + (up === true ? this.upMs : this.downMs) });
          return up === true;
        });
      this.pending.set(key, p);
    }
    return p;
  }
}
