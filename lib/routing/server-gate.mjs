/**
 * What server.mjs decides before Next's handler (plain JavaScript: the server runs without a build step). It only
 * marks the requests the middleware must see; what happens to them is decided there (lib/routing/middleware-rules.ts,
 * lib/routing/site-state.ts).
 */
import { LRUCache } from 'lru-cache';

/** Request header that makes the middleware run (middleware.ts `config.matcher`). */
export const GATE_HEADER = 'x-storefront-gate';

const LOCALES = new Set(['en', 'ar']);
/** The journey flag's query parameter (spec §2; lib/tenant/journey.ts uses this one). */
export const JOURNEY_PARAM = 'journey';
const NOT_A_PAGE = /^\/(?:_next|api)(?:\/|$)|\.[A-Za-z0-9]+$/;

/** A page answer a visitor reads (the middleware matcher's paths); server actions and other posts are not. */
export function isPageRequest(method, url) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = (url ?? '/').split('?')[0];
  return !NOT_A_PAGE.test(pathname);
}

/** Spec §2 / DESIGN §2: every page carries exactly one `lang` that is a locale; otherwise the middleware redirects. */
export function langNeedsRedirect(url) {
  const q = (url ?? '').indexOf('?');
  if (q < 0) return true;
  const langs = new URLSearchParams(url.slice(q + 1)).getAll('lang');
  return langs.length !== 1 || !LOCALES.has(langs[0]);
}

/**
 * A page address carrying `journey` (spec §2: the journey flag, lib/tenant/journey.ts): the middleware sets or clears
 * the flag's cookie and sends the visitor to the address without it. Which tenant has a journey is the middleware's
 * business; the parameter alone is cheap to see here.
 */
export function carriesJourney(url) {
  const q = (url ?? '').indexOf('?');
  return q >= 0 && new URLSearchParams(url.slice(q + 1)).has(JOURNEY_PARAM);
}

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
