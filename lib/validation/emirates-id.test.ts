import { describe, expect, it } from 'vitest';
import { checkEmiratesId, cleanEmiratesIdInput, cleanIdProofNumber, luhnValid } from './emirates-id';

// One suite for the one implementation (merged from lib/validation, lib/booking and the account field tests).
describe('Emirates ID (spec §5)', () => {
  it('reports an empty value first', () => {
    expect(checkEmiratesId('')).toBe('empty');
    expect(checkEmiratesId(' ')).toBe('empty');
  });
  it('accepts 784 then 4, 7 and 1 digits, dashes optional', () => {
    expect(checkEmiratesId('784-1990-1234567-6')).toBe('ok');
    expect(checkEmiratesId('784199012345676')).toBe('ok');
    expect(checkEmiratesId('784-1990-1234567-8')).not.toBe('format');
    expect(checkEmiratesId('784199012345678')).not.toBe('format');
  });
  it('rejects other formats', () => {
    expect(['785-1990-1234567-7', '784-1990-123456-7', '785-1990-1234567-1'].map((v) => checkEmiratesId(v))).toEqual(['format', 'format', 'format']);
  });
  it('rejects a failing check digit', () => {
    expect(checkEmiratesId('784-1990-1234567-1')).toBe('checksum');
    expect(checkEmiratesId('784-1990-1234567-5')).toBe('checksum');
    expect(luhnValid('79927398713')).toBe(true);
    // 78419901234567 + check digit computed by Luhn.
    const body = '78419901234567';
    const check = [...Array(10).keys()].find((d) => luhnValid(`${body}${d}`))!;
    expect(checkEmiratesId(`784-1990-1234567-${check}`)).toBe('ok');
    expect(checkEmiratesId(`784-1990-1234567-${(check + 1) % 10}`)).toBe('checksum');
  });
});

describe('ID proof number (spec §5 ID proof number)', () => {
  it('strips non-alphanumerics and keeps at most 15', () => {
    expect(cleanIdProofNumber('AB-12 34/56')).toBe('AB123456');
    expect(cleanIdProofNumber('1234567890abcdefXYZ')).toHaveLength(15);
    expect(cleanIdProofNumber('ab-12 34/5678901234567')).toBe('ab1234567890123');
  });
});

describe('Emirates ID input (spec §5 dashes optional, max length 15; spec §9)', () => {
  it('keeps the digits, drops dashes typed or pasted, and stops at 15', () => {
    expect(cleanEmiratesIdInput('784-1990-1234567-6')).toBe('784199012345676');
    expect(cleanEmiratesIdInput('784 1990 1234567 6 99')).toBe('784199012345676');
    // Issue 23: Arabic-Indic digits are the customer's own digits, kept as ASCII (they were dropped before).
    expect(cleanEmiratesIdInput('٧٨٤abc')).toBe('784');
    expect(checkEmiratesId(cleanEmiratesIdInput('784-1990-1234567-6'))).toBe('ok');
  });
});
