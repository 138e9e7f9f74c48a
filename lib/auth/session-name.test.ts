import { describe, expect, it, vi } from 'vitest';
import { SessionNames } from './session-name';

const ctx = (bearer: string, siteToken = 'venue-a') => ({ siteToken, bearer });

describe('session names, kept a few seconds per token (/api/session)', () => {
  it('asks the provider once per token within the lifetime, again after it', async () => {
    let now = 0;
    const names = new SessionNames(5_000, 10, () => now);
    const load = vi.fn(async () => 'Sara Ahmed');
    expect(await names.get(ctx('t1'), load)).toBe('Sara Ahmed');
    now = 4_999;
    expect(await names.get(ctx('t1'), load)).toBe('Sara Ahmed');
    expect(load).toHaveBeenCalledTimes(1);
    now = 5_000;
    await names.get(ctx('t1'), load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps tokens and venues apart and shares one call between concurrent asks', async () => {
    const names = new SessionNames();
    const load = vi.fn(async () => 'A');
    await Promise.all([names.get(ctx('t1'), load), names.get(ctx('t1'), load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await names.get(ctx('t2'), async () => 'B')).toBe('B');
    expect(await names.get(ctx('t1', 'venue-b'), async () => 'C')).toBe('C');
  });

  it('does not keep a failure or an unknown name', async () => {
    const names = new SessionNames();
    expect(await names.get(ctx('t1'), async () => Promise.reject(new Error('down')))).toBeNull();
    expect(await names.get(ctx('t1'), async () => null)).toBeNull();
    expect(names.size).toBe(0);
    expect(await names.get(ctx('t1'), async () => 'Sara')).toBe('Sara');
  });

  it('is bounded, dropping the least recently used', async () => {
    const names = new SessionNames(60_000, 2);
    for (const t of ['t1', 't2', 't3']) await names.get(ctx(t), async () => t);
    expect(names.size).toBe(2);
    const load = vi.fn(async () => 'again');
    expect(await names.get(ctx('t1'), load)).toBe('again');
    expect(await names.get(ctx('t3'), load)).toBe('t3');
  });

  it('forgets a token when its profile is saved', async () => {
    const names = new SessionNames();
    await names.get(ctx('t1'), async () => 'Old');
    names.forget(ctx('t1'));
    expect(await names.get(ctx('t1'), async () => 'New')).toBe('New');
  });
});
