import { describe, expect, it } from 'vitest';
import { RateLimits } from './limiter';
import { DEFAULT_LIMITS, limitsFromEnv, type RuleLimits, type RuleName } from './config';
import { FakeLimiterRedis } from './fake-rl-redis.test-util';

/** Issue 26: per address and per account, refused past the limit with the wait, shared through Redis, memory without. */
const limits = (over: Partial<Record<RuleName, RuleLimits>>) => ({ ...DEFAULT_LIMITS, ...over }) as Record<RuleName, RuleLimits>;

describe('RateLimits (memory)', () => {
  it('refuses the 21st sign-in try of one address with the window as Retry-After, not another address', async () => {
    const rl = new RateLimits({ limits: limitsFromEnv({}) });
    for (let i = 0; i < 20; i++) expect((await rl.consume('signin', { ip: '198.51.100.7' })).ok).toBe(true);
    const v = await rl.consume('signin', { ip: '198.51.100.7' });
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.scope).toBe('ip');
      expect(v.retryAfterS).toBeGreaterThan(14 * 60);
      expect(v.retryAfterS).toBeLessThanOrEqual(15 * 60);
    }
    expect((await rl.consume('signin', { ip: '198.51.100.8' })).ok).toBe(true);
  });

  it('limits the account whatever the address (10 tries on one account from 10 addresses)', async () => {
    const rl = new RateLimits({ limits: limitsFromEnv({}) });
    for (let i = 0; i < 10; i++) expect((await rl.consume('signin', { ip: `203.0.113.${i}`, account: 'a' })).ok).toBe(true);
    const v = await rl.consume('signin', { ip: '203.0.113.99', account: 'a' });
    expect(v).toMatchObject({ ok: false, scope: 'account' });
  });

  it('gives a successful try back: only failures add up', async () => {
    const rl = new RateLimits({ limits: limits({ signin: { ip: { points: 2, durationS: 60, blockS: 60 } } }) });
    for (let i = 0; i < 10; i++) {
      expect((await rl.consume('signin', { ip: 'x' })).ok).toBe(true);
      await rl.reward('signin', { ip: 'x' });
    }
    await rl.consume('signin', { ip: 'x' });
    await rl.consume('signin', { ip: 'x' });
    expect((await rl.consume('signin', { ip: 'x' })).ok).toBe(false);
  });

  it('peek tells a refusal without counting, reset forgets', async () => {
    const rl = new RateLimits({ limits: limitsFromEnv({}) });
    for (let i = 0; i < 5; i++) await rl.consume('otp-wrong', { account: 'k' });
    expect((await rl.peek('otp-wrong', { account: 'k' })).ok).toBe(false);
    expect((await rl.peek('otp-wrong', { account: 'other' })).ok).toBe(true);
    await rl.reset('otp-wrong', { account: 'k' });
    expect((await rl.peek('otp-wrong', { account: 'k' })).ok).toBe(true);
  });

  it('lets a customer in again after the wait', async () => {
    const rl = new RateLimits({ limits: limits({ signin: { ip: { points: 1, durationS: 1, blockS: 1 } } }) });
    await rl.consume('signin', { ip: 'w' });
    expect((await rl.consume('signin', { ip: 'w' })).ok).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await rl.consume('signin', { ip: 'w' })).ok).toBe(true);
  });

  it('limits nothing when RATE_LIMITS=off', async () => {
    const rl = new RateLimits({ limits: limitsFromEnv({ RATE_LIMITS: 'off' }) });
    expect(rl.enabled).toBe(false);
    for (let i = 0; i < 50; i++) expect((await rl.consume('signin', { ip: 'x' })).ok).toBe(true);
  });
});

describe('RateLimits (Redis)', () => {
  const small = limits({ signin: { ip: { points: 3, durationS: 60, blockS: 60 } } });

  it('counts in Redis, shared by every instance', async () => {
    const redis = new FakeLimiterRedis();
    const a = new RateLimits({ limits: small, redis: () => redis });
    const b = new RateLimits({ limits: small, redis: () => redis });
    await a.consume('signin', { ip: 'x' });
    await b.consume('signin', { ip: 'x' });
    await a.consume('signin', { ip: 'x' });
    expect((await b.consume('signin', { ip: 'x' })).ok).toBe(false);
    expect([...redis.data.keys()].some((k) => k.includes('rl:signin:ip'))).toBe(true);
  });

  it('falls back to this instance\'s memory when Redis is not ready: no error, still limited', async () => {
    const redis = new FakeLimiterRedis();
    redis.down = true;
    const rl = new RateLimits({ limits: small, redis: () => redis });
    for (let i = 0; i < 3; i++) expect((await rl.consume('signin', { ip: 'x' })).ok).toBe(true);
    expect((await rl.consume('signin', { ip: 'x' })).ok).toBe(false);
    expect(redis.data.size).toBe(0);
  });

  it('falls back to memory when Redis hangs (time-out), within the time-out', async () => {
    const redis = new FakeLimiterRedis();
    redis.hang = true;
    const rl = new RateLimits({ limits: small, redis: () => redis, timeoutMs: 50 });
    const t0 = Date.now();
    for (let i = 0; i < 3; i++) expect((await rl.consume('signin', { ip: 'x' })).ok).toBe(true);
    expect((await rl.consume('signin', { ip: 'x' })).ok).toBe(false);
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});
