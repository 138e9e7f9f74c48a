import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a presented secret with the configured one in constant time. Both sides are hashed first so that
 * neither the length nor a common prefix leaks through timing; an unset or empty expected secret never matches.
 */
export function secretMatches(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (!expected || given == null) return false;
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
