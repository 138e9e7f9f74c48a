/**
 * spec §5 Emirates ID (ID type 32): 784, then 4 digits (year), 7 digits, 1 check digit, dashes optional; the check
 * digit passes a Luhn check. Validated on blur; max length 15 digits.
 */
export const EMIRATES_ID_TYPE = 32;
export const PASSPORT_TYPE = 33;

export type EmiratesIdError = 'eidEmpty' | 'eidFormat' | 'eidInvalid';

const FORMAT = /^784-?\d{4}-?\d{7}-?\d$/;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function emiratesIdError(value: string): EmiratesIdError | null {
  const v = value.trim();
  if (!v) return 'eidEmpty';
  if (!FORMAT.test(v)) return 'eidFormat';
  return luhnValid(v.replace(/-/g, '')) ? null : 'eidInvalid';
}

/** spec §5 ID proof number: non-alphanumerics stripped, at most 15 characters. */
export function cleanIdNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(0, 15);
}
