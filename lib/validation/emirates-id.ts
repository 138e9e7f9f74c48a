/**
 * Spec §5 Emirates ID: starts 784, then 4 digits, 7 digits and 1 digit, dashes optional; the check digit passes a
 * Luhn-style check. Max length 15 (spec §9) counts digits.
 */
const FORMAT = /^784-?\d{4}-?\d{7}-?\d$/;

export function isEmiratesIdFormat(value: string): boolean {
  return FORMAT.test(value.trim());
}

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

export type EmiratesIdCheck = 'ok' | 'format' | 'checksum';

export function checkEmiratesId(value: string): EmiratesIdCheck {
  if (!isEmiratesIdFormat(value)) return 'format';
  return luhnValid(value.replace(/-/g, '')) ? 'ok' : 'checksum';
}
