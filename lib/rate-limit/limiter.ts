import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { connectRedis } from '../redis/shared-client.mjs';
import { limitsFromEnv, type Limit, type RuleLimits, type RuleName, type Scope } from './config';

/**
 * The rate-limit engine (issue 26) over rate-limiter-flexible. With REDIS_URL every instance counts in Redis
 * (shared); without it, in this process's memory. When Redis is not ready, fails or is slower than `timeoutMs`, the
 * library's insurance limiter (memory, the same limits) answers for this instance: never an error, never a 5xx,
 * as the shared cache does (cache-handler.mjs, lib/redis/shared-store.ts).
 */
export interface Keys {
  /** The client address (lib/rate-limit/request.ts), counted under the rule's `ip` limit. */
  ip?: string | null;
  /** The account (mobile, email, session), counted under the rule's `account` limit; scoped to the venue by the caller. */
  account?: string | null;
}

export type Verdict = { ok: true } | { ok: false; retryAfterS: number; scope: Scope };

/** The Redis client the limiters use (@redis/client's, the process's one: lib/redis/shared-client.mjs). */
export type RedisClientLike = object;

export interface LimiterOptions {
  limits: Record<RuleName, RuleLimits> | null;
  redis?: (() => RedisClientLike) | null;
  prefix?: string;
  timeoutMs?: number;
}

const SCOPES: Scope[] = ['ip', 'account'];
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract | RLWrapperTimeouts>();
  constructor(private readonly opts: LimiterOptions) {}

  get enabled(): boolean {
    return this.opts.limits !== null;
  }

  private limiter(rule: RuleName, scope: Scope): RateLimiterAbstract | RLWrapperTimeouts | null {
    const limit: Limit | undefined = this.opts.limits?.[rule]?.[scope];
    if (!limit) return null;
    const id = `${rule}:${scope}`;
    const known = this.limiters.get(id);
    if (known) return known;
    const base = { points: limit.points, duration: limit.durationS, blockDuration: limit.blockS, keyPrefix: `${this.opts.prefix ?? 'storefront:'}rl:${id}` };
    const memory = new RateLimiterMemory(base);
    let made: RateLimiterAbstract | RLWrapperTimeouts = memory;
    const client = this.opts.redis?.();
    if (client) {
      const redis = new RateLimiterRedis({ ...base, storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true, insuranceLimiter: memory });
      made = new RLWrapperTimeouts({ limiter: redis, timeoutMs: this.opts.timeoutMs ?? 500, insuranceLimiter: memory });
    }
    this.limiters.set(id, made);
    return made;
  }

  private each(rule: RuleName, keys: Keys) {
    return SCOPES.flatMap((scope) => {
      const key = keys[scope];
      const l = key ? this.limiter(rule, scope) : null;
      return l && key ? [{ scope, key, l }] : [];
    });
  }

  /** Counts one try (or `points`) against every key given; refused when any of them is over its limit. */
  async consume(rule: RuleName, keys: Keys, points = 1): Promise<Verdict> {
    let worst: Verdict = { ok: true };
    for (const { scope, key, l } of this.each(rule, keys)) {
      try {
        await l.consume(key, points);
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) continue; // the store and its insurance both failed: let it through
        const v: Verdict = { ok: false, retryAfterS: seconds(e.msBeforeNext), scope };
        if (worst.ok || v.retryAfterS > worst.retryAfterS) worst = v;
      }
    }
    return worst;
  }

  /** Whether a try would be refused now, without counting it. */
  async peek(rule: RuleName, keys: Keys): Promise<Verdict> {
    let worst: Verdict = { ok: true };
    for (const { scope, key, l } of this.each(rule, keys)) {
      const limit = this.opts.limits![rule]![scope]!;
      const res = await l.get(key).catch(() => null);
      if (!res || res.consumedPoints < limit.points) continue;
      const v: Verdict = { ok: false, retryAfterS: seconds(res.msBeforeNext), scope };
      if (worst.ok || v.retryAfterS > worst.retryAfterS) worst = v;
    }
    return worst;
  }

  /** Gives tries back (a sign-in that succeeded does not count against the customer). */
  async reward(rule: RuleName, keys: Keys, points = 1): Promise<void> {
    for (const { key, l } of this.each(rule, keys)) await l.reward(key, points).catch(() => undefined);
  }

  /** Forgets the keys' counts (a new one-time code unlocks the account's code checks). */
  async reset(rule: RuleName, keys: Keys): Promise<void> {
    for (const { key, l } of this.each(rule, keys)) await l.delete(key).catch(() => undefined);
  }
}

/**
 * The process's limits, from the environment (config.ts) and REDIS_URL; built on first use, never at import. Kept on
 * globalThis: Next loads this module once per bundle layer (server actions, route handlers), and a count kept in
 * one copy must be seen by the others (a sign-in limited at the callback route is limited in the form too).
 */
const SHARED = Symbol.for('venue-storefront.rate-limits');
export function rateLimits(): RateLimits {
  const g = globalThis as { [SHARED]?: RateLimits };
  if (g[SHARED]) return g[SHARED];
  const url = process.env.REDIS_URL;
  const shared = (g[SHARED] = new RateLimits({
    limits: limitsFromEnv(),
    // Taken on first use, so importing this module (next build) never connects.
    redis: url ? () => connectRedis(url) : null,
    prefix: process.env.REDIS_KEY_PREFIX ?? 'storefront:',
  }));
  return shared;
}
