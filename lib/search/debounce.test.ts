import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('search debounce (spec §9: 300 ms, max wait 3000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once typing pauses', () => {
    const fn = vi.fn();
    const d = debounce(fn, 300, 3000);
    d('p');
    vi.advanceTimersByTime(200);
    d('pa');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledWith('pa');
  });

  it('runs at the latest after the max wait during continuous typing', () => {
    const fn = vi.fn();
    const d = debounce(fn, 300, 3000);
    for (let t = 0; t < 3000; t += 200) {
      d(String(t));
      vi.advanceTimersByTime(200);
    }
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
