import { describe, expect, it } from 'vitest';
import { combinePhone, isValidPhone, normaliseMobileNumber } from './phone';

// One suite for the one mobile rule (merged from the account field tests; lead-form and booking keep their
// message-level checks).
describe('mobile (spec §5 Mobile)', () => {
  it('combines as +code+number, dropping a leading 0 or +', () => {
    expect(([['971', '0501234567'], ['+971', '+501234567'], ['971', '50 123 4567']] as const).map(([a, b]) => combinePhone(a, b))).toEqual(['+971501234567', '+971501234567', '+971501234567']);
  });
  it('accepts 8 to 14 digits after the code', () => {
    expect(([['971', '50123456'], ['971', '5012345'], ['971', '501234567890123'], ['44', '12345678901234'], ['971', '50abc4567']] as const).map(([a, b]) => isValidPhone(a, b))).toEqual([true, false, false, true, false]);
  });
  it('drops spaces, dashes and leading 0 or + from the number', () => {
    expect(normaliseMobileNumber('050-123 4567')).toBe('501234567');
    expect(normaliseMobileNumber('+501234567')).toBe('501234567');
  });
});
