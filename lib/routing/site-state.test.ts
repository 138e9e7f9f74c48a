import { describe, expect, it } from 'vitest';
import { stateAnswer, statePath, UNKNOWN_HOST_SEGMENT } from './site-state';

describe('state answers (spec §4 app load, §8 config 404 / site disabled; issue 16 §1-2)', () => {
  it('a venue that works gets its page', () => {
    expect(stateAnswer('ok')).toBeNull();
  });

  it('an unknown host or venue is not found, and never cached', () => {
    for (const kind of ['unknown-host', 'not-found'] as const) {
      const a = stateAnswer(kind)!;
      expect(a.status).toBe(404);
      expect(a.headers['Cache-Control']).toMatch(/no-store/);
      expect(a.headers['Cache-Control']).not.toMatch(/public|s-maxage/);
    }
  });

  it('disabled and maintenance are temporarily unavailable, with Retry-After, never cached publicly', () => {
    for (const kind of ['disabled', 'maintenance', 'health'] as const) {
      const a = stateAnswer(kind)!;
      expect(a.status).toBe(503);
      expect(Number(a.headers['Retry-After'])).toBeGreaterThan(0);
      expect(a.headers['Cache-Control']).toMatch(/no-store/);
    }
  });

  it('every unknown host renders under one site segment, whatever its length', () => {
    expect(statePath('unknown-host', 'x'.repeat(300), 'ar')).toBe(`/${UNKNOWN_HOST_SEGMENT}/ar/site-state`);
    expect(statePath('maintenance', 'maintenance.localhost', 'en')).toBe('/maintenance.localhost/en/site-state');
  });
});
