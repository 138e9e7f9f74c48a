import type { RedisLike } from './shared-client.mjs';

/** A key-value store with expiry over a Map, the part the tests' fake Redis clients share; `down` makes it not ready. */
export class FakeStore<V> {
  readonly data = new Map<string, { value: V; expires: number }>();
  down = false;
  constructor(protected readonly now: () => number = Date.now) {}
  get isReady() {
    return !this.down;
  }
  protected live(key: string) {
    const e = this.data.get(key);
    if (e && e.expires <= this.now()) this.data.delete(key);
    return this.data.get(key);
  }
}

/** Redis's GET / SET (PX, NX) / DEL over a Map, for tests; `down` makes it not ready, `failing` rejects commands. */
export class FakeRedis extends FakeStore<string> implements RedisLike {
  failing = false;
  async get(key: string) {
    if (this.failing) throw new Error('ECONNRESET');
    return this.live(key)?.value ?? null;
  }
  async set(key: string, value: string, o: { PX?: number; NX?: boolean } = {}) {
    if (this.failing) throw new Error('ECONNRESET');
    if (o.NX && this.live(key)) return null;
    this.data.set(key, { value, expires: o.PX ? this.now() + o.PX : Infinity });
    return 'OK';
  }
  async del(key: string) {
    if (this.failing) throw new Error('ECONNRESET');
    return this.data.delete(key) ? 1 : 0;
  }
}
