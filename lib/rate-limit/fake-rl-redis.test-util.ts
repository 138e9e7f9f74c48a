import { FakeStore } from '../redis/fake-redis.test-util';

/**
 * Just enough of @redis/client for rate-limiter-flexible's RateLimiterRedis (useRedisPackage): its increment script
 * through eval, and MULTI GET+PTTL / SET+PTTL / DEL. `down` makes it not ready; `hang` never answers.
 */
export class FakeLimiterRedis extends FakeStore<number> {
  hang = false;
  private wait<T>(v: T): Promise<T> {
    return this.hang ? new Promise<T>(() => undefined) : Promise.resolve(v);
  }
  private pttl(key: string) {
    const e = this.live(key);
    return e ? (e.expires === Infinity ? -1 : e.expires - this.now()) : -2;
  }
  /** The library's script: SET key 0 EX duration NX; INCRBY key points; answer { consumed, pttl }. */
  eval(_script: string, o: { keys: string[]; arguments: string[] }) {
    const [key] = o.keys;
    const [points, seconds] = o.arguments.map(Number);
    if (!this.live(key!)) this.data.set(key!, { value: 0, expires: this.now() + seconds! * 1000 });
    const e = this.live(key!)!;
    e.value += points!;
    return this.wait([e.value, this.pttl(key!)]);
  }
  del(key: string) {
    return this.wait(this.data.delete(key) ? 1 : 0);
  }
  multi() {
    const ops: Array<() => unknown> = [];
    const m = {
      get: (k: string) => (ops.push(() => (this.live(k) ? String(this.live(k)!.value) : null)), m),
      pTTL: (k: string) => (ops.push(() => this.pttl(k)), m),
      set: (k: string, v: number, o?: { EX?: number }) => (ops.push(() => (this.data.set(k, { value: Number(v), expires: o?.EX ? this.now() + o.EX * 1000 : Infinity }), 'OK')), m),
      exec: () => this.wait(ops.map((op) => op())),
    };
    return m;
  }
}
