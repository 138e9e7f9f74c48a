import { describe, expect, it } from 'vitest';
import { readiness } from './readiness';

// Issue 14 §3: readiness is the provider and Redis reachable, 503 with the reason otherwise; liveness is the process.
describe('readiness', () => {
  it('is ready when the provider answers and Redis is ready or not configured', () => {
    for (const redis of ['ready', 'not-configured'] as const) {
      const r = readiness({ providerFault: null, redis, shuttingDown: false });
      expect(r).toMatchObject({ status: 'ok', httpStatus: 200, ready: true, live: true, reasons: [] });
    }
  });

  it('answers 503 with the reason when the provider cannot be reached', () => {
    const r = readiness({ providerFault: 'ECONNREFUSED', redis: 'not-configured', shuttingDown: false });
    expect(r.httpStatus).toBe(503);
    expect(r.live).toBe(true);
    expect(r.reasons).toEqual(['provider unreachable: ECONNREFUSED']);
    expect(r.checks.provider).toBe('unreachable');
  });

  it('answers 503 when a configured Redis is down or not connected yet', () => {
    expect(readiness({ providerFault: null, redis: 'down', shuttingDown: false }).reasons).toEqual(['shared cache (Redis) unreachable']);
    expect(readiness({ providerFault: null, redis: 'connecting', shuttingDown: false }).httpStatus).toBe(503);
  });

  it('answers 503 while shutting down, listing every reason', () => {
    const r = readiness({ providerFault: 'timeout', redis: 'down', shuttingDown: true });
    expect(r.httpStatus).toBe(503);
    expect(r.reasons).toHaveLength(3);
    expect(r.reasons[0]).toMatch(/shutting down/);
  });
});
