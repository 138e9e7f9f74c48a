import { describe, expect, it } from 'vitest';
import { cleanIdNumber, emiratesIdError, luhnValid } from './emirates-id';

describe('Emirates ID (spec §5)', () => {
  it("empty gives 'Please enter your Emirates ID'", () => {
    expect(emiratesIdError(' ')).toBe('eidEmpty');
  });
  it('784-YYYY-NNNNNNN-C with dashes optional, else the format message', () => {
    expect(emiratesIdError('784-1990-1234567-8')).not.toBe('eidFormat');
    expect(emiratesIdError('784199012345678')).not.toBe('eidFormat');
    expect(emiratesIdError('785-1990-1234567-1')).toBe('eidFormat');
    expect(emiratesIdError('784-1990-123456-1')).toBe('eidFormat');
  });
  it('the check digit must pass the Luhn check', () => {
    // 78419901234567 + check digit computed by Luhn.
    const body = '78419901234567';
    const check = [...Array(10).keys()].find((d) => luhnValid(`${body}${d}`))!;
    expect(emiratesIdError(`784-1990-1234567-${check}`)).toBeNull();
    expect(emiratesIdError(`784-1990-1234567-${(check + 1) % 10}`)).toBe('eidInvalid');
  });
  it('ID proof numbers lose non-alphanumerics and stop at 15', () => {
    expect(cleanIdNumber('ab-12 34/5678901234567')).toBe('ab1234567890123');
  });
});
