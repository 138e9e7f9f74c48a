import { describe, expect, it } from 'vitest';
import { emiratesIdError } from './emirates-id';

// The rule is tested in lib/validation/emirates-id.test.ts; this checks the booking message keys.
describe('Emirates ID messages of the visitor form (spec §5)', () => {
  it("empty gives 'Please enter your Emirates ID'", () => {
    expect(emiratesIdError(' ')).toBe('eidEmpty');
  });
  it('784-YYYY-NNNNNNN-C with dashes optional, else the format message', () => {
    expect(emiratesIdError('785-1990-1234567-1')).toBe('eidFormat');
    expect(emiratesIdError('784-1990-123456-1')).toBe('eidFormat');
  });
  it('the check digit must pass the Luhn check', () => {
    expect(emiratesIdError('784-1990-1234567-6')).toBeNull();
    expect(emiratesIdError('784-1990-1234567-5')).toBe('eidInvalid');
  });
});
