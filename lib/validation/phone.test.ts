import { describe, expect, it } from 'vitest';
import { combinePhone, isValidPhone, normaliseMobileNumber } from './phone';

// One suite for the one mobile rule (merged from the account field tests; lead-form and booking keep their
// message-level checks).
describe('mobile (spec §5 Mobile)', () => {
  it('combines as +code+number, dropping a leading 0 or +', () => {
    expect(combinePhone('971', '0501234567')).toBe('+971501234567');
    expect(combinePhone('+971', '+501234567')).toBe('+971501234567');
    expect(combinePhone('971', '50 123 4567')).toBe('+971501234567');
  });
  it('accepts 8 to 14 digits after the code', () => {
    expect(isValidPhone('971', '50123456')).toBe(true);
    expect(isValidPhone('971', '5012345')).toBe(false);
    expect(isValidPhone('971', '501234567890123')).toBe(false);
    expect(isValidPhone('44', '12345678901234')).toBe(true);
    expect(isValidPhone('971', '50abc4567')).toBe(false);
  });
  it('drops spaces, dashes and leading 0 or + from the number', () => {
    expect(normaliseMobileNumber('050-123 4567')).toBe('501234567');
    expect(normaliseMobileNumber('+501234567')).toBe('501234567');
  });
});
