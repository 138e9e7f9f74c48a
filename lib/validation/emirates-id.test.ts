import { describe, expect, it } from 'vitest';
import { checkEmiratesId, luhnValid } from './emirates-id';

describe('Emirates ID (spec §5)', () => {
  it('accepts 784 then 4, 7 and 1 digits, dashes optional', () => {
    expect(checkEmiratesId('784-1990-1234567-6')).toBe('ok');
    expect(checkEmiratesId('784199012345676')).toBe('ok');
  });
  it('rejects other formats', () => {
    expect(checkEmiratesId('785-1990-1234567-7')).toBe('format');
    expect(checkEmiratesId('784-1990-123456-7')).toBe('format');
  });
  it('rejects a failing check digit', () => {
    expect(checkEmiratesId('784-1990-1234567-1')).toBe('checksum');
    expect(luhnValid('79927398713')).toBe(true);
  });
});
