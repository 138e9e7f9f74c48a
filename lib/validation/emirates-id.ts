import { asciiDigits, digitsOnly } from './digits';

/**
 * Spec §5 Emirates ID: starts 784, then 4 digits (year), 7 digits and 1 check digit, dashes optional; the check
 * digit passes a Luhn check. Max length 15 (spec §5, §9): the 15 digits, so a number is typed without its dashes. The one implementation behind the account
 * forms, configured/lead forms and the booking visitor modal; each maps the outcome to its own message key.
 * Kept free of zod so client islands that only need this rule do not ship the schema library.
 */
const FORMAT = /^784-?\d{4}-?\d{7}-?\d$/;

/** Spec §9 limit for ID proof numbers. */
export const ID_NUMBER_MAX = 15;

export function isEmiratesIdFormat(value: string): boolean {
  return FORMAT.test(asciiDigits(value).trim());
}

/** Luhn check over all digits (the last is the check digit). */
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
  return digits.length > 0 && sum % 10 === 0;
}

/** The outcomes in the order the spec reports them: empty, then format, then check digit. */
export type EmiratesIdCheck = 'ok' | 'empty' | 'format' | 'checksum';

export function checkEmiratesId(value: string): EmiratesIdCheck {
  const v = asciiDigits(value).trim();
  if (!v) return 'empty';
  if (!FORMAT.test(v)) return 'format';
  return luhnValid(v.replace(/-/g, '')) ? 'ok' : 'checksum';
}

/**
 * Spec §5 Emirates ID input, max length 15 (spec §9): digits only (dashes typed or pasted are dropped, the format
 * allows them out), cut at 15. The visitor form and the configured forms' emirates_id field type both use it.
 */
export const cleanEmiratesIdInput = (value: string) => digitsOnly(value).slice(0, ID_NUMBER_MAX);

/** Spec §5 ID proof number: non-alphanumerics stripped, at most 15 characters. */
export function cleanIdProofNumber(value: string): string {
  return asciiDigits(value).replace(/[^A-Za-z0-9]/g, '').slice(0, ID_NUMBER_MAX);
}
