import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache';

describe('bounded TTL cache', () => {
  it('expires entries and evicts the least recently used', () => {
    let now = 0;
    const c = new MemoryCache<number>(2, () => now);
    c.set('a', 1, 100);
    c.set('b', 2, 100);
    c.get('a');
    c.set('c', 3, 100);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    now = 101;
    expect(c.get('a')).toBeUndefined();
    expect(c.size).toBe(1);
  });
});
