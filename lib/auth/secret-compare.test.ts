import { describe, expect, it } from 'vitest';
import { secretMatches } from './secret-compare';

// DESIGN §3 (secrets): the revalidation hook is authenticated by a shared secret.
describe('secretMatches', () => {
  it('accepts the exact secret', () => {
    expect(secretMatches('s3cret-value', 's3cret-value')).toBe(true);
  });
  it('refuses a different, shorter, longer or empty secret', () => {
    expect(secretMatches('s3cret-valuf', 's3cret-value')).toBe(false);
    expect(secretMatches('s3cret', 's3cret-value')).toBe(false);
    expect(secretMatches('s3cret-value-and-more', 's3cret-value')).toBe(false);
    expect(secretMatches('', 's3cret-value')).toBe(false);
    expect(secretMatches(null, 's3cret-value')).toBe(false);
  });
  it('never matches when no secret is configured', () => {
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
  });
});
