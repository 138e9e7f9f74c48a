import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { isTimedPath, providerCallStarted, serverTimingValue, withServerTiming } from './server-timing.mjs';

/** A response as far as the timing sees it: headers, and a status line written once. */
function fakeResponse() {
  const headers = new Map<string, string>();
  const res = Object.assign(new EventEmitter(), {
    headersSent: false,
    setHeader: (k: string, v: string) => void headers.set(k, v),
    writeHead(this: { headersSent: boolean }, status: number) {
      this.headersSent = status > 0;
      return this;
    },
  });
  return { res, headers };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dur = (header: string, name: string) => Number(new RegExp(`${name};dur=([0-9.]+)`).exec(header)?.[1]);

describe('Server-Timing on personal answers (issue 27 item 3)', () => {
  it('splits the provider wait from the storefront own time, counting calls made together once', async () => {
    const { res, headers } = fakeResponse();
    await withServerTiming(res as never, async () => {
      await Promise.all([0, 1].map(async () => {
        const done = providerCallStarted();
        await sleep(40);
        done();
      }));
      const busyUntil = Date.now() + 25;
      while (Date.now() < busyUntil);
      res.writeHead(200);
    });
    const h = headers.get('server-timing')!;
    expect(h).toMatch(/desc="2 calls"/);
    expect(dur(h, 'provider')).toBeGreaterThanOrEqual(35);
    expect(dur(h, 'provider')).toBeLessThan(dur(h, 'total'));
    expect(dur(h, 'app')).toBeGreaterThanOrEqual(20);
    expect(dur(h, 'app') + dur(h, 'provider')).toBeCloseTo(dur(h, 'total'), 0);
  });

  it('is reachable by the provider client without importing a Node module (its hook on globalThis)', () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('storefront.provider-call-started')]).toBe(providerCallStarted);
  });

  it('records nothing outside a timed request, and times only personal paths', () => {
    expect(providerCallStarted()).toBeTypeOf('function');
    expect(['/profile/user?lang=en', '/api/session', '/cart?lang=ar', '/paymentsuccess/abc'].every(isTimedPath)).toBe(true);
    expect(['/?lang=en', '/events/1?lang=ar', '/profiles', '/api/health'].some(isTimedPath)).toBe(false);
  });

  it('a call still open when the status line goes counts up to then', () => {
    const v = serverTimingValue({ start: 0, provider: 10, calls: 2, open: 1, openedAt: 50 }, 80);
    expect(v).toBe('provider;dur=40.0;desc="2 calls", app;dur=40.0;desc="storefront", total;dur=80.0');
  });
});
