import { describe, expect, it } from 'vitest';
import { MemoryAnswerStore, Once } from './idempotency';

describe('one order per checkout attempt (issue 12: a repeat gets the first answer)', () => {
  it('computes once for concurrent and later repeats of a key', async () => {
    const once = new Once<number>(new MemoryAnswerStore<number>());
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return calls;
    };
    const [a, b] = await Promise.all([once.run('k', compute), once.run('k', compute)]);
    const c = await once.run('k', compute);
    expect([a.value, b.value, c.value]).toEqual([1, 1, 1]);
    expect([a.repeat, b.repeat, c.repeat]).toEqual([false, true, true]);
    expect((await once.run('other', compute)).value).toBe(2);
  });
  it('forgets answers after their time and keeps the store bounded', async () => {
    let now = 0;
    const store = new MemoryAnswerStore<string>(2, () => now);
    await store.set('a', 'A', 100);
    await store.set('b', 'B', 100);
    await store.set('c', 'C', 100);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('c')).toBe('C');
    now = 200;
    expect(await store.get('c')).toBeUndefined();
  });
});
