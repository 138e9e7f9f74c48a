import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@redis/client';
import { MemoryStore, RedisStore } from './shared-store';
import { FakeRedis } from './fake-redis.test-util';
import type { RedisLike } from './shared-client.mjs';

describe('shared store (DESIGN §7: state every instance shares, memory when Redis is absent or down)', () => {
  it('memory: answers within the time to live, bounded, with a lock per key', async () => {
    let now = 0;
    const m = new MemoryStore<string>(2, () => now);
    await m.set('a', 'A', 100);
    await m.set('b', 'B', 100);
    await m.set('c', 'C', 100);
    expect(await m.get('a')).toBeUndefined();
    expect(await m.get('c')).toBe('C');
    expect([await m.claim('k', 50), await m.claim('k', 50)]).toEqual([true, false]);
    await m.release('k');
    expect(await m.claim('k', 50)).toBe(true);
    now = 200;
    expect(await m.get('c')).toBeUndefined();
    expect(await m.claim('k', 50)).toBe(true);
  });

  it('redis: two instances see each other’s values and locks, as JSON under the prefix', async () => {
    const redis = new FakeRedis();
    const a = new RedisStore<{ n: number }>(() => redis, 'p:');
    const b = new RedisStore<{ n: number }>(() => redis, 'p:');
    await a.set('k', { n: 1 }, 60_000);
    expect(await b.get('k')).toEqual({ n: 1 });
    expect(redis.data.get('p:k')?.value).toBe('{"n":1}');
    expect(await a.claim('job', 60_000)).toBe(true);
    expect(await b.claim('job', 60_000)).toBe(false);
    await a.release('job');
    expect(await b.claim('job', 60_000)).toBe(true);
  });

  it('redis down or failing: this instance’s memory answers, and nothing throws', async () => {
    const redis = new FakeRedis();
    const a = new RedisStore<string>(() => redis, 'p:');
    redis.down = true;
    await a.set('k', 'kept here', 60_000);
    expect(redis.data.size).toBe(0);
    expect(await a.get('k')).toBe('kept here');
    expect(await a.claim('job', 60_000)).toBe(true);
    redis.down = false;
    redis.failing = true;
    await a.set('j', 'J', 60_000);
    expect(await a.get('j')).toBe('J');
    expect(await a.claim('job2', 60_000)).toBe(true);
    await expect(a.release('job2')).resolves.toBeUndefined();
    // A client that cannot even be made (bad URL) is Redis down too.
    const broken = new RedisStore<string>(() => {
      throw new Error('invalid url');
    }, 'p:');
    await broken.set('x', 'X', 1000);
    expect(await broken.get('x')).toBe('X');
  });

  it('a Redis that hangs is given up after the time-out', async () => {
    const hanging: RedisLike = { isReady: true, get: () => new Promise(() => {}), set: () => new Promise(() => {}), del: () => new Promise(() => {}) };
    const s = new RedisStore<string>(() => hanging, 'p:', 50);
    const t = Date.now();
    await s.set('k', 'V', 1000);
    expect(await s.get('k')).toBe('V');
    expect(Date.now() - t).toBeLessThan(1000);
  });
});

/** A real redis-server (Debian's package, present where the cluster test ran) on a free loopback port. */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
describe.runIf(hasRedis)('shared store on a real Redis', () => {
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill();
  });
  const freePort = () =>
    new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const port = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(port));
      });
    });

  it('two clients share values with their time to live, and a lock', async () => {
    const port = await freePort();
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const url = `redis://127.0.0.1:${port}`;
    const connect = async () => {
      for (let i = 0; ; i++) {
        const c = createClient({ url });
        c.on('error', () => undefined);
        try {
          await c.connect();
          return c;
        } catch (e) {
          if (i > 50) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const [ca, cb] = [await connect(), await connect()];
    try {
      const a = new RedisStore<{ ok: boolean }>(() => ca as unknown as RedisLike, 'test:');
      const b = new RedisStore<{ ok: boolean }>(() => cb as unknown as RedisLike, 'test:');
      await a.set('k', { ok: true }, 300);
      expect(await b.get('k')).toEqual({ ok: true });
      expect(await a.claim('job', 5000)).toBe(true);
      expect(await b.claim('job', 5000)).toBe(false);
      await new Promise((r) => setTimeout(r, 400));
      // Expired in Redis; b's own memory never had it.
      expect(await b.get('k')).toBeUndefined();
    } finally {
      await Promise.all([ca.quit(), cb.quit()]);
    }
  });
});
