import { describe, expect, it } from 'vitest';
import { Once } from './idempotency';
import { MemoryStore, RedisStore } from '../redis/shared-store';
import { FakeRedis } from '../redis/fake-redis.test-util';

const slow = (ms: number, value: () => number) => async () => {
  await new Promise((r) => setTimeout(r, ms));
  return value();
};

describe('one order per checkout attempt (issue 12: a repeat gets the first answer)', () => {
  it('in memory: computes once for concurrent and later repeats of a key', async () => {
    const once = new Once<number>(new MemoryStore<number>());
    let calls = 0;
    const compute = slow(10, () => ++calls);
    const [a, b] = await Promise.all([once.run('k', compute), once.run('k', compute)]);
    const c = await once.run('k', compute);
    expect([a.value, b.value, c.value]).toEqual([1, 1, 1]);
    expect([a.repeat, b.repeat, c.repeat]).toEqual([false, true, true]);
    expect((await once.run('other', compute)).value).toBe(2);
  });

  it('through Redis: a repeat on instance B gets instance A’s answer, also while A is still placing it', async () => {
    const redis = new FakeRedis();
    const onA = new Once<number>(new RedisStore<number>(() => redis, 'checkout-answers:'), undefined, undefined, 5);
    const onB = new Once<number>(new RedisStore<number>(() => redis, 'checkout-answers:'), undefined, undefined, 5);
    let calls = 0;
    const compute = slow(60, () => ++calls);
    const [a, b] = await Promise.all([onA.run('k', compute), new Promise((r) => setTimeout(r, 10)).then(() => onB.run('k', compute))]);
    expect([a.value, b.value, calls]).toEqual([1, 1, 1]);
    expect([a.repeat, b.repeat]).toEqual([false, true]);
    expect(await onB.run('k', compute)).toEqual({ value: 1, repeat: true });
  });

  it('a failed attempt gives its lock back: the repeat places the order', async () => {
    const redis = new FakeRedis();
    const onA = new Once<number>(new RedisStore<number>(() => redis, 'x:'));
    const onB = new Once<number>(new RedisStore<number>(() => redis, 'x:'));
    await expect(
      onA.run('k', async () => {
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect(await onB.run('k', async () => 7)).toEqual({ value: 7, repeat: false });
  });

  it('Redis down: each instance still answers its own repeats from memory', async () => {
    const redis = new FakeRedis();
    redis.down = true;
    const once = new Once<number>(new RedisStore<number>(() => redis, 'x:'));
    let calls = 0;
    await once.run('k', async () => ++calls);
    expect(await once.run('k', async () => ++calls)).toEqual({ value: 1, repeat: true });
  });

  it('an instance that claimed the key and died: the repeat stops waiting and places it', async () => {
    const redis = new FakeRedis();
    const store = new RedisStore<number>(() => redis, 'x:');
    await store.claim('k', 60_000);
    const onB = new Once<number>(new RedisStore<number>(() => redis, 'x:'), undefined, 50, 5);
    expect(await onB.run('k', async () => 3)).toEqual({ value: 3, repeat: false });
  });
});
